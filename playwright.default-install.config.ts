import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import base, { nextStart } from "./playwright.config";

/**
 * The product as a self-hosting customer gets it from a fresh clone: no Maps, Unipile, Stripe or AI keys.
 * Its one provider is OpenStreetMap, here the local fake (tests/fakes/osm.ts). Runs the default-install
 * journeys only, after the main suite in `npm run test:e2e` (or alone, after `npm run build`:
 * `npx playwright test -c playwright.default-install.config.ts`).
 */
const port = Number(process.env.E2E_DEFAULT_PORT ?? 3101);
const baseURL = `http://localhost:${port}`;
const osmPort = Number(process.env.OSM_FAKE_PORT ?? 4340);
const pgliteDir = path.join(os.tmpdir(), `crm-e2e-default-${Date.now()}`, "pglite");

export default defineConfig({
  ...base,
  testMatch: "default-install.spec.ts",
  testIgnore: [],
  // Its own folder: the main run, beside it in CI, empties test-results/ when it starts.
  outputDir: "test-results-default-install",
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never", outputFolder: "playwright-report-default-install" }]]
    : "list",
  use: { ...base.use, baseURL },
  webServer: [
    {
      command: nextStart(port),
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PGLITE_DIR: pgliteDir,
        STORAGE_DIR: path.join(path.dirname(pgliteDir), "storage"),
        APP_URL: baseURL,
        AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-0123456789",
        DEV_OUTBOX: "1", // the sign-up fixture reads its verification email there
        TRUSTED_PROXY: "x-forwarded-for",
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: "",
        OSM_NOMINATIM_URL: `http://127.0.0.1:${osmPort}`,
        OSM_OVERPASS_URL: `http://127.0.0.1:${osmPort}/api/interpreter`,
        SCRAPE_ALLOW_HOSTS: "",
      },
    },
    {
      command: "npx tsx tests/fakes/serve-osm.ts",
      url: `http://127.0.0.1:${osmPort}/search?q=Testville`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { OSM_FAKE_PORT: String(osmPort) },
    },
  ],
});
