import { Readable } from "node:stream";
import zlib from "node:zlib";
import type { Agent } from "undici";
import { decodeHtml } from "./charset";
import { FetchError, fetchErrorOf } from "./errors";
import { type GuardPolicy, parseGuardedUrl } from "./url-guard";

/**
 * One GET through the guard: redirects followed by hand (each hop parsed and checked again, and
 * checked once more at connect time by the agent; a hop back to a URL already in the chain is a
 * loop), one deadline for the whole page including its body, the body streamed and abandoned past
 * the decoded-size cap (so a gzip bomb stops at the cap), then decoded by its charset.
 */

export type FetchedPage = { url: URL; status: number; contentType: string; text: string };

export type SafeFetchOptions = {
  policy: GuardPolicy;
  agent: Agent;
  userAgent: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** "html": a web page is required; "text": anything textual (robots.txt). */
  expect?: "html" | "text";
  /** Refuses a redirect hop (e.g. one that leaves the site) before it is requested. */
  followRedirect?: (to: URL) => boolean | Promise<boolean>;
};

export const PAGE_TIMEOUT_MS = 10_000;
export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;

export async function safeFetch(input: string | URL, options: SafeFetchOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? PAGE_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let url = parseGuardedUrl(input, options.policy);
  const shown = url.href;
  const chain = new Set([withoutHash(url)]);
  try {
    for (let hop = 0; ; hop++) {
      const response = await options.agent.request({
        origin: url.origin,
        path: url.pathname + url.search,
        method: "GET",
        signal,
        headers: {
          "user-agent": options.userAgent,
          accept:
            options.expect === "text"
              ? "text/plain,*/*;q=0.5"
              : "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
          "accept-encoding": "gzip, deflate, br",
        },
      });
      const status = response.statusCode;
      if (status >= 300 && status < 400 && response.headers.location) {
        discard(response.body);
        if (hop >= (options.maxRedirects ?? MAX_REDIRECTS))
          throw new FetchError(
            "redirects",
            `The page ${shown} redirects more than ${options.maxRedirects ?? MAX_REDIRECTS} times`,
          );
        const next = parseGuardedUrl(new URL(String(response.headers.location), url), options.policy);
        next.hash = "";
        if (chain.has(next.href)) throw new FetchError("redirects", `The page ${shown} redirects in a loop`);
        if (options.followRedirect && !(await options.followRedirect(next)))
          throw new FetchError(
            "blocked",
            `The page ${shown} redirects to ${next.href}, which may not be fetched`,
          );
        chain.add(next.href);
        url = next;
        continue;
      }
      const contentType = String(response.headers["content-type"] ?? "");
      if (status >= 400) {
        discard(response.body);
        throw new FetchError("http", `The page ${url.href} answered with HTTP ${status}`, status);
      }
      if (options.expect !== "text" && contentType && !HTML_TYPES.test(contentType)) {
        discard(response.body);
        throw new FetchError(
          "content_type",
          `The page ${url.href} is not a web page (${contentType.split(";")[0]})`,
        );
      }
      const bytes = await readCapped(
        response.body,
        String(response.headers["content-encoding"] ?? ""),
        Number(response.headers["content-length"] ?? 0),
        options.maxBytes ?? PAGE_MAX_BYTES,
        url,
      );
      if (looksBinary(bytes))
        throw new FetchError("binary", `The page ${url.href} is not a web page (binary content)`);
      return { url, status, contentType, text: decodeHtml(bytes, contentType) };
    }
  } catch (error) {
    throw classify(error, shown, timeoutMs, deadline, options.signal);
  }
}

function withoutHash(url: URL): string {
  const copy = new URL(url);
  copy.hash = "";
  return copy.href;
}

function decoderFor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  const e = encoding.trim().toLowerCase();
  if (e === "gzip" || e === "x-gzip") return zlib.createGunzip();
  if (e === "deflate") return zlib.createInflate();
  if (e === "br") return zlib.createBrotliDecompress();
  return null;
}

async function readCapped(
  body: Readable,
  encoding: string,
  declaredLength: number,
  maxBytes: number,
  url: URL,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new FetchError(
      "too_large",
      `The page ${url.href} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
    );
  const decoder = decoderFor(encoding);
  if (!decoder && declaredLength > maxBytes) {
    discard(body);
    throw tooLarge();
  }
  const stream: Readable = decoder ? body.pipe(decoder) : body;
  if (decoder) body.on("error", (e) => decoder.destroy(e));
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (fetchErrorOf(error)) throw error;
    if (decoder && (error as { code?: string }).code?.startsWith("Z_"))
      throw new FetchError("binary", `The page ${url.href} sent a damaged compressed body`);
    throw error;
  } finally {
    discard(body);
    if (decoder) discard(decoder);
  }
  return Buffer.concat(chunks, total);
}

/** Drops a body we will not read; its abort error has nowhere to go, so it is swallowed here. */
function discard(stream: Readable | NodeJS.ReadWriteStream): void {
  stream.on("error", () => {});
  (stream as Readable).destroy();
}

function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0xff && head[1] === 0xfe)) return false; // UTF-16 text
  return head.includes(0);
}

function classify(
  error: unknown,
  shown: string,
  timeoutMs: number,
  deadline: AbortSignal,
  outer?: AbortSignal,
): FetchError {
  const known = fetchErrorOf(error);
  if (known) return known;
  if (outer?.aborted) return new FetchError("aborted", "The scrape was stopped");
  if (deadline.aborted)
    return new FetchError(
      "timeout",
      `The page ${shown} did not load within ${Math.round(timeoutMs / 1000)} seconds`,
    );
  const host = (() => {
    try {
      return new URL(shown).host;
    } catch {
      return shown;
    }
  })();
  return new FetchError("network", `The site ${host} could not be reached`);
}
