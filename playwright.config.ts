import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { resendWebhookSecret } from "./tests/e2e/fixtures/resend-webhook";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const chromium = "/usr/bin/chromium";
// Every run gets its own embedded database: two processes on one PGlite folder lose writes.
const pgliteDir = process.env.E2E_PGLITE_DIR ?? path.join(os.tmpdir(), `crm-e2e-${Date.now()}`, "pglite");
const build = process.env.E2E_SKIP_BUILD === "1" ? "" : "npm run build && ";
// The fake Unipile (tests/fakes/unipile.ts) the app connects accounts through.
const unipilePort = Number(process.env.UNIPILE_FAKE_PORT ?? 4310);
const unipileKey = "unipile-e2e-key-0123456789";
const stripePort = Number(process.env.STRIPE_FAKE_PORT ?? 4330);
// The fake Google Places API (tests/fakes/places.ts) the Maps scraper searches.
const placesPort = Number(process.env.PLACES_FAKE_PORT ?? 4320);
const placesKey = "places-e2e-key-0123456789";
// The web corpus (../shared/web-corpus) served on loopback for the scraping e2e: 8 sites, then 2 decoys on 127.0.0.2.
const corpusPort = Number(process.env.WEB_CORPUS_PORT ?? 4100);
const corpusAllowHosts = Array.from(
  { length: 10 },
  (_, i) => `${i < 8 ? "127.0.0.1" : "127.0.0.2"}:${corpusPort + i}`,
).join(",");
/**
 * `next start` with idle connections kept for a minute: the tests' request client reuses its sockets, and
 * Node's default of 5 s let the server close one just as a request went out on it (ECONNRESET, a flaky
 * setup step). A load balancer in front of the app needs the same setting, longer than its own idle timeout.
 */
export const nextStart = (port: number) => `npx next start -p ${port} --keepAliveTimeout 60000`;
const stripeEnv = {
  STRIPE_SECRET_KEY: "sk_test_fake_0123456789",
  STRIPE_WEBHOOK_SECRET: "whsec_fake_e2e_0123456789",
};

export default defineConfig({
  testDir: "tests/e2e",
  // Runs against a server without provider keys: playwright.default-install.config.ts.
  testIgnore: "**/default-install.spec.ts",
  // Two files at a time against the one server: each test signs up its own account from its own client
  // address, and a test that reads a fake provider's state finds what it created by a name of its own.
  // On the two-core runner this takes the step from about 800 s to about 600 s.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      ...(fs.existsSync(chromium) ? { executablePath: chromium } : {}),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: `${build}${nextStart(port)}`,
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PGLITE_DIR: pgliteDir,
        STORAGE_DIR: path.join(path.dirname(pgliteDir), "storage"),
        APP_URL: baseURL,
        AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-0123456789",
        CRON_SECRET: "e2e-cron-secret-0123456789",
        DEV_OUTBOX: "1",
        RESEND_WEBHOOK_SECRET: resendWebhookSecret,
        // No DNS here: a closed port makes every MX lookup "unknown", so campaign addresses are not judged invalid.
        EMAIL_CHECK_DNS_SERVERS: "127.0.0.1:1",
        // The auth fixture gives each account its own client address so per-IP rate limits hold per test.
        TRUSTED_PROXY: "x-forwarded-for",
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: "",
        UNIPILE_DSN: `http://127.0.0.1:${unipilePort}`,
        UNIPILE_API_KEY: unipileKey,
        UNIPILE_WEBHOOK_SECRET: "unipile-e2e-webhook-secret-0123",
        ...stripeEnv,
        STRIPE_API_BASE: `http://127.0.0.1:${stripePort}`,
        SCRAPE_ALLOW_HOSTS: corpusAllowHosts,
        GOOGLE_MAPS_API_KEY: placesKey,
        GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${placesPort}`,
        LINKEDIN_PAGE_PAUSE_MS: "200",
        STRIPE_PRICE_PRO: "price_fake_pro",
        STRIPE_PRICE_ENTERPRISE: "price_fake_enterprise",
        STRIPE_PRICE_CREDITS100: "price_fake_credits100",
        STRIPE_PRICE_CREDITS1000: "price_fake_credits1000",
        STRIPE_PRICE_CREDITS10000: "price_fake_credits10000",
      },
    },
    {
      command: "npx tsx tests/fakes/serve-unipile.ts",
      url: `http://127.0.0.1:${unipilePort}/_fake/accounts`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { UNIPILE_FAKE_PORT: String(unipilePort), UNIPILE_API_KEY: unipileKey },
    },
    {
      command: `node ../shared/web-corpus/serve.mjs ../shared/web-corpus/sites --port ${corpusPort} --seconds 3600`,
      url: `http://127.0.0.1:${corpusPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: "npx tsx tests/fakes/serve-places.ts",
      url: `http://127.0.0.1:${placesPort}/_fake/stats`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PLACES_FAKE_PORT: String(placesPort), GOOGLE_MAPS_API_KEY: placesKey },
    },
    {
      command: "npx tsx tests/fakes/stripe-serve.ts",
      url: `http://127.0.0.1:${stripePort}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        ...stripeEnv,
        STRIPE_FAKE_PORT: String(stripePort),
        STRIPE_FAKE_WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
      },
    },
  ],
});
