/**
 * Runs after `next build` (the `postbuild` script): gives every prerendered page in
 * lib/security/headers.ts `prerenderedPages` a CSP of SHA-256 hashes of its own inline scripts. The
 * policy goes into the header rule next.config.ts declares for the page in the build's routes manifest,
 * which the server (and a host's router) applies to every answer for that path, a regenerated page
 * included; headers stored with the prerendered copy (`<page>.meta`) would be lost when Next regenerates
 * it. Why a hash policy rather than a nonce for these pages: see lib/security/headers.ts.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildStaticContentSecurityPolicy, prerenderedPages } from "@/lib/security/headers";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const appDir = path.join(distDir, "server", "app");
const internalPages = new Set(["/_not-found", "/_global-error"]);

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

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
const routesManifestPath = path.join(distDir, "routes-manifest.json");
const routesManifest = JSON.parse(fs.readFileSync(routesManifestPath, "utf8")) as { headers: HeaderRule[] };

let failed = false;
for (const page of prerenderedPages) {
  if (!prerendered.includes(page)) {
    console.error(
      `csp: ${page} is listed in prerenderedPages but the build renders it per request; remove it from lib/security/headers.ts`,
    );
    failed = true;
    continue;
  }
  const policy = routesManifest.headers
    .find((rule) => rule.source === page)
    ?.headers.find((header) => header.key.toLowerCase() === "content-security-policy");
  if (!policy) {
    console.error(`csp: next.config.ts declares no Content-Security-Policy rule for ${page}`);
    failed = true;
    continue;
  }
  const hashes = inlineScriptHashes(fs.readFileSync(`${fileBase(page)}.html`, "utf8"));
  policy.value = buildStaticContentSecurityPolicy(hashes, { development: false, https });
  console.log(`csp: ${page} gets a hash policy for ${hashes.length} inline scripts`);
}
fs.writeFileSync(routesManifestPath, JSON.stringify(routesManifest));
for (const page of prerendered.filter((p) => !prerenderedPages.includes(p))) {
  console.warn(
    `csp: ${page} is prerendered but not in prerenderedPages (lib/security/headers.ts): its scripts will be blocked`,
  );
}
process.exit(failed ? 1 : 0);
