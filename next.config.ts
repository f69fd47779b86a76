import type { NextConfig } from "next";
import {
  apiSecurityHeaders,
  buildStaticContentSecurityPolicy,
  prerenderedPages,
} from "./lib/security/headers";
import { SERVER_ACTION_BODY_LIMIT } from "./lib/security/server-actions";

// Pages get their security headers from middleware.ts; route handlers (outside its matcher) from here,
// and so does the CSP of a prerendered page (see lib/security/headers.ts).
// headers() is read at build time, so HSTS on API answers follows the APP_URL the build saw.
const deployment = {
  production: process.env.NODE_ENV === "production",
  https: (process.env.APP_URL ?? "").startsWith("https://"),
};

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Bundled PGlite fails with a "path ... URL" error; argon2 ships a native binding.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "pg-boss",
    "tesseract.js",
    "@tesseract.js-data/eng",
  ],
  // CI type-checks in a step of its own before it builds (SKIP_BUILD_TYPECHECK=1): once is enough.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Lets parallel builds (e2e, benchmarks) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  async headers() {
    const api = Object.entries(apiSecurityHeaders(deployment)).map(([key, value]) => ({ key, value }));
    // A prerendered page's policy allows no inline script until scripts/csp-static-hashes.ts (postbuild)
    // writes its hashes into the build's routes manifest: a build without that step fails closed.
    const prerendered = deployment.production
      ? prerenderedPages.map((source) => ({
          source,
          headers: [
            {
              key: "Content-Security-Policy",
              value: buildStaticContentSecurityPolicy([], { ...deployment, development: false }),
            },
          ],
        }))
      : [];
    return [{ source: "/api/:path*", headers: api }, ...prerendered];
  },
  experimental: {
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
  },
};

export default nextConfig;
