import { gzipSync } from "node:zlib";
import { scriptsAskedAfterPaint } from "@/lib/seo/scripts-after-paint";

export type FirstLoadJs = { gzipBytes: number; scripts: number };

/**
 * First-load JavaScript of a page: the script files its HTML references, those it asks for after its
 * first paint included (lib/seo/scripts-after-paint.ts), fetched from the server and gzipped here at
 * zlib's default level (what `next start` sends), so both apps are compressed alike.
 */
export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const html = await fetch(pageUrl).then((response) => response.text());
  const sources = new Set([
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? ""),
    ...scriptsAskedAfterPaint(html),
  ]);
  let gzipBytes = 0;
  for (const src of sources) {
    const url = new URL(src.replace(/&amp;/g, "&"), pageUrl);
    if (url.origin !== new URL(pageUrl).origin) throw new Error(`a script from another host: ${url}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    gzipBytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return { gzipBytes, scripts: sources.size };
}
