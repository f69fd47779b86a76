/**
 * RELIABILITY cases 25, 26 and 28 against the production server: security headers and the CSP on a
 * prerendered page, a public page, a signed-in page and an API answer; the CSP really lets the app run
 * (no violation in the browser); server actions refuse a foreign Origin; no secret in the client bundle.
 */
import fs from "node:fs";
import path from "node:path";
import type { APIResponse, Page } from "@playwright/test";
import { prerenderedPages } from "../../lib/security/headers";
import { expect, signUpAndSignIn, test } from "./fixtures/auth";

const distDir = process.env.NEXT_DIST_DIR || ".next";

function expectCommonHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

/**
 * Records every CSP violation the page reports (a blocked script means a broken page). zod 4 probes
 * `new Function` once to choose its fast parser and falls back when the policy refuses it, so that
 * one refused eval is expected and harmless; any other violation fails the test.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text) && !/script-src eval\b|Refused to evaluate a string/.test(text))
      violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

function nonceOf(policy: string | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
}

test("the prerendered landing page carries a hash policy that lets it hydrate", async ({ page, request }) => {
  const response = await request.get("/");
  expectCommonHeaders(response);
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(policy).not.toContain("'nonce-");
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f)),
  ).toBe(true);
  expect(violations).toEqual([]);
});

test("a prerendered page's policy is the build's header rule for its path, not stored with the copy", async ({
  request,
}) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "routes-manifest.json"), "utf8")) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  for (const page of prerenderedPages) {
    const rule = manifest.headers
      .find((candidate) => candidate.source === page)
      ?.headers.find((header) => header.key === "Content-Security-Policy");
    expect(rule?.value, `the build's header rule for ${page}`).toMatch(/'sha256-/);
    expect((await request.get(page)).headers()["content-security-policy"]).toBe(rule?.value);
    // A copy Next regenerates is stored without the headers of the build's copy; the rule still applies.
    const copy = path.join(distDir, "server", "app", `${page === "/" ? "index" : page.slice(1)}.meta`);
    expect(fs.readFileSync(copy, "utf8")).not.toMatch(/content-security-policy/i);
  }
});

test("the pages Next prerendered are exactly lib/security/headers.ts prerenderedPages", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  const internal = new Set(["/_not-found", "/_global-error"]);
  const pages = Object.keys(manifest.routes).filter(
    (route) =>
      !internal.has(route) &&
      !/\.[a-z0-9]+$/i.test(route) &&
      fs.existsSync(path.join(distDir, "server", "app", `${route === "/" ? "index" : route.slice(1)}.html`)),
  );
  expect(
    pages.sort(),
    "a prerendered page needs a hash CSP: add it to prerenderedPages, or render it per request",
  ).toEqual([...prerenderedPages].sort());
});

test("a dynamic page gets a fresh nonce that Next puts on its scripts", async ({ page, request }) => {
  const first = await request.get("/signin");
  const second = await request.get("/signin");
  expectCommonHeaders(first);
  const nonce = nonceOf(first.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);
  expect(first.headers()["cache-control"]).toContain("no-store");
  const scripts = [...(await first.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const violations = await watchViolations(page);
  await page.goto("/signin");
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

test("token pages send no referrer", async ({ request }) => {
  const response = await request.get("/reset-password?token=abc");
  expect(response.headers()["referrer-policy"]).toBe("no-referrer");
});

test("API answers are no-store with a deny-all policy", async ({ request }) => {
  const response = await request.get("/api/health");
  expectCommonHeaders(response);
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
});

test("a signed-in page is no-store, nonce-protected and runs without violations", async ({ page }) => {
  const violations = await watchViolations(page);
  await signUpAndSignIn(page);
  const response = await page.goto("/leads");
  expect(response?.status()).toBe(200);
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers["cache-control"]).toContain("no-store");
  expect(nonceOf(headers["content-security-policy"])).toBeTruthy();
  expect(headers["x-frame-options"]).toBe("DENY");
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
});

/** The sign-in action's id, from the build's server-reference manifest. */
function signInActionId(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8"),
  ) as {
    node: Record<string, { exportedName: string; filename: string }>;
  };
  const entry = Object.entries(manifest.node).find(
    ([, v]) => v.exportedName === "signInAction" && v.filename.includes("signin"),
  );
  if (!entry) throw new Error("signInAction is not in the server-reference manifest");
  return entry[0];
}

test("a server action posted from another origin is refused", async ({ request, baseURL }) => {
  const call = (origin: string) =>
    request.post("/signin", {
      headers: { "next-action": signInActionId(), origin, "content-type": "text/plain;charset=UTF-8" },
      data: JSON.stringify([null, { email: "nobody@example.com", password: "Wrong-password-123" }]),
      maxRedirects: 0,
    });
  for (const origin of ["https://evil.example", "null"]) {
    const response = await call(origin);
    // A 403 from middleware (Next alone answers 500).
    expect(response.status(), `Origin ${origin}`).toBe(403);
    expect(await response.text(), "the action must not run").not.toContain("Email is not registered");
  }
  const same = await call(new URL(baseURL ?? "").origin);
  expect(same.status()).toBe(200);
  expect(await same.text(), "the same call from the app's own origin reaches the action").toContain(
    "Email is not registered",
  );
});

test("a server action body over the 1 MB limit answers 413, not 500", async ({ request, baseURL }) => {
  const response = await request.post("/signin", {
    headers: {
      "next-action": signInActionId(),
      origin: new URL(baseURL ?? "").origin,
      "content-type": "text/plain;charset=UTF-8",
    },
    data: JSON.stringify([null, { email: "nobody@example.com", password: "x".repeat(1024 * 1024 + 10) }]),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("exceeds the 1mb limit");
});

test("the middleware-bypass header opens nothing (CVE-2025-29927, RELIABILITY case 22)", async ({
  request,
}) => {
  const bypass = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };
  const page = await request.get("/leads", { headers: bypass, maxRedirects: 0 });
  expect(page.status(), "a signed-out visitor is sent to sign in").toBeGreaterThanOrEqual(300);
  expect(page.status()).toBeLessThan(400);
  expect(page.headers()["location"]).toContain("/signin");
  const api = await request.get("/api/leads/1", { headers: bypass });
  expect(api.status()).toBe(401);
});

test("the client bundle holds no secret", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|css|html|json)$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(distDir, "static"));
  expect(files.length).toBeGreaterThan(0);
  const secrets = [
    process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-0123456789",
    "e2e-cron-secret-0123456789",
  ];
  const keyShapes =
    /\b(sk_(live|test)_[A-Za-z0-9]{10,}|whsec_[A-Za-z0-9]{10,}|re_[A-Za-z0-9]{8,}_[A-Za-z0-9]{8,})/;
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8");
    for (const secret of secrets)
      expect(text.includes(secret), `${file} contains a server secret`).toBe(false);
    expect(keyShapes.exec(text)?.[0], `${file} contains an API key`).toBeUndefined();
  }
});
