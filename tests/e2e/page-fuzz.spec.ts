/**
 * Pages answer bad input like the API does. Every page under app/ (tests/integration/security/
 * pages.ts, kept complete by pages-registry.test.ts) gets each search parameter it reads set to hostile
 * values, on a production server: never a 5xx, never the error page ("Unexpected Application Error!")
 * or a streamed server error. Then each page opens in the browser with every parameter holding a NUL.
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from "@playwright/test";
import { pageRegistry, type PageSpec } from "../integration/security/pages";
import { signUpAndSignIn, uniqueIp } from "./fixtures/auth";

const hostile: Array<[string, string]> = [
  ["NUL", "a\u0000b"],
  ["NUL alone", "\u0000"],
  ["huge", "x".repeat(5_000)],
  ["lone surrogate", "a\ud800b"],
  ["right-to-left", "\u202eexe.txt"],
  ["SQL", "'; drop table leads; --"],
  ["HTML", '"><img src=x onerror=alert(1)>'],
  ["negative", "-1"],
  ["huge number", "1e309"],
  ["path traversal", "../../../../etc/passwd"],
  ["prototype", "__proto__"],
  ["empty", ""],
];
/** Not decodable as UTF-8 percent-encoding: Next must not throw on it either. */
const rawHostile: Array<[string, string]> = [
  ["broken percent", "%E0%A4%A"],
  ["lone percent", "%"],
];

function variants(spec: PageSpec): Array<[string, string]> {
  const keys = [...spec.params, "zz-unknown"];
  const out: Array<[string, string]> = [];
  for (const key of keys) {
    for (const [label, value] of hostile) {
      const url = new URL(spec.path, "http://x");
      url.searchParams.set(key, value);
      out.push([`?${key}: ${label}`, `${url.pathname}${url.search}`]);
    }
    for (const [label, raw] of rawHostile) out.push([`?${key}: ${label}`, `${spec.path}?${key}=${raw}`]);
    out.push([`?${key}: repeated`, `${spec.path}?${key}=1&${key}=2`]);
  }
  return out;
}

function assertNoError(label: string, status: number, html: string) {
  expect(status, `${label} answered ${status}`).toBeLessThan(500);
  expect(html, `${label} rendered the error page`).not.toContain("Unexpected Application Error!");
  // A server component that throws inside a Suspense boundary streams a digest (not NEXT_ redirects/404s).
  expect(
    html.match(/data-dgst="(?!NEXT_)[^"]*"/)?.[0] ?? null,
    `${label} streamed a server error`,
  ).toBeNull();
}

async function fuzzPage(request: APIRequestContext, spec: PageSpec, signedIn: boolean) {
  const list = variants(spec);
  for (let i = 0; i < list.length; i += 4) {
    await Promise.all(
      list.slice(i, i + 4).map(async ([label, url]) => {
        const response = await request.get(url);
        assertNoError(`${spec.path} ${label}`, response.status(), await response.text());
        if (spec.access === "session" && signedIn)
          expect(new URL(response.url()).pathname, `${spec.path} ${label}: still signed in`).not.toBe(
            "/signin",
          );
      }),
    );
  }
}

async function openWithNul(context: BrowserContext, spec: PageSpec) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const url = new URL(spec.path, "http://x");
  for (const key of spec.params) url.searchParams.set(key, "a\u0000b");
  const response = await page.goto(`${url.pathname}${url.search}`, { waitUntil: "load" });
  assertNoError(`${spec.path} (browser)`, response?.status() ?? 0, await page.content());
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
  expect(errors, `${spec.path}: uncaught errors in the browser`).toEqual([]);
  await page.close();
}

const entries = Object.entries(pageRegistry);

test.describe("pages with hostile search parameters, signed out", () => {
  for (const [file, spec] of entries.filter(([, s]) => s.access !== "session")) {
    test(`${file}`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });
      await fuzzPage(context.request, spec, false);
      await openWithNul(context, spec);
      await context.close();
    });
  }
});

test.describe("pages with hostile search parameters, signed in", () => {
  test.describe.configure({ mode: "serial" });
  let context: BrowserContext;
  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    test.setTimeout(120_000);
    context = await browser.newContext();
    const page = await context.newPage();
    await signUpAndSignIn(page);
    await page.close();
  });
  test.afterAll(async () => {
    await context.close();
  });
  for (const [file, spec] of entries.filter(([, s]) => s.access !== "public")) {
    test(`${file}`, async () => {
      test.setTimeout(300_000);
      await fuzzPage(context.request, spec, true);
      await openWithNul(context, spec);
    });
  }
});
