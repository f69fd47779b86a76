import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Bundled PGlite fails with a "path ... URL" error; argon2 ships a native binding.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg-boss"],
  // Lets parallel builds (e2e, benchmarks) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  experimental: {
    serverActions: { bodySizeLimit: "1mb" },
  },
};

export default nextConfig;
