/**
 * Runs after `next build` (the `postbuild` script): gives every prerendered page in
 * lib/security/headers.ts `prerenderedPages` a CSP of SHA-256 hashes of its own inline scripts,
 * stored with the page's prerendered headers (`<page>.meta`), which `next start` sends with the page.
 * Why a hash policy rather than a nonce for these pages: see lib/security/headers.ts.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildStaticContentSecurityPolicy, prerenderedPages } from "@/lib/security/headers";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const appDir = path.join(distDir, "server", "app");
const internalPages = new Set(["/_not-found", "/_global-error"]);

type Meta = { headers?: Record<string, string> };

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(
      createHash("sha256")
        .update(match[1] ?? "", "utf8")
        .digest("base64"),
    );
  }
  return [...hashes];
}

function fileBase(page: string): string {
  return path.join(appDir, page === "/" ? "index" : page.slice(1));
}

const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
  routes: Record<string, unknown>;
};
const prerendered = Object.keys(manifest.routes).filter(
  (route) =>
    !internalPages.has(route) && !/\.[a-z0-9]+$/i.test(route) && fs.existsSync(`${fileBase(route)}.html`),
);
const https = (process.env.APP_URL ?? "").startsWith("https://");

let failed = false;
for (const page of prerenderedPages) {
  if (!prerendered.includes(page)) {
    console.error(
      `csp: ${page} is listed in prerenderedPages but the build renders it per request; remove it from lib/security/headers.ts`,
    );
    failed = true;
    continue;
  }
  const base = fileBase(page);
  const hashes = inlineScriptHashes(fs.readFileSync(`${base}.html`, "utf8"));
  const meta = JSON.parse(fs.readFileSync(`${base}.meta`, "utf8")) as Meta;
  meta.headers = {
    ...meta.headers,
    "content-security-policy": buildStaticContentSecurityPolicy(hashes, { development: false, https }),
  };
  fs.writeFileSync(`${base}.meta`, JSON.stringify(meta));
  console.log(`csp: ${page} gets a hash policy for ${hashes.length} inline scripts`);
}
for (const page of prerendered.filter((p) => !prerenderedPages.includes(p))) {
  console.warn(
    `csp: ${page} is prerendered but not in prerenderedPages (lib/security/headers.ts): its scripts will be blocked`,
  );
}
process.exit(failed ? 1 : 0);
