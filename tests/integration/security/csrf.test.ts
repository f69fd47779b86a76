/**
 * RELIABILITY case 24: a cross-site request to any state-changing /api route is refused with 403 and
 * changes nothing; no GET changes anything. (Server actions keep Next's own origin check: case 25 is
 * shown against the production server in tests/e2e/security-headers.spec.ts.)
 */
import { describe, expect, it, vi } from "vitest";
import { changedTables, digestDatabase } from "./support/db-digest";
import { createFixtures, type Fixtures } from "./support/fixtures";
import { isStateChanging, registeredTargets, type Target } from "./support/targets";

vi.mock("next/headers", () => import("./support/next-headers-mock"));
vi.mock("next/cache", () => import("./support/next-cache-mock"));

const crossSite: Array<[string, Record<string, string>]> = [
  ["Origin: https://evil.example", { origin: "https://evil.example" }],
  ["Origin: null", { origin: "null" }],
  ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ["a look-alike origin", { origin: "http://localhost:3000.evil.example" }],
];

const routes = registeredTargets().filter((t): t is Extract<Target, { kind: "route" }> => t.kind === "route");
const cookieFor = (target: Target, f: Fixtures) =>
  target.spec.access.kind === "session" ? f.a.owner.cookie : undefined;

describe("cross-site requests to state-changing routes", () => {
  for (const target of routes.filter((t) => isStateChanging(t) && !t.spec.csrfExempt)) {
    it(`${target.id} refuses a foreign origin`, async () => {
      const f = await createFixtures();
      await target.spec.prepare?.(f);
      const request = target.spec.request(f, f.a.owner);
      for (const [label, headers] of crossSite) {
        const before = await digestDatabase();
        const outcome = await target.call(f, cookieFor(target, f), {
          ...request,
          headers: { ...request.headers, ...headers },
        });
        expect(outcome.kind, `${label}: ${outcome.status} ${outcome.message ?? ""}`).toBe("forbidden");
        expect(changedTables(before, await digestDatabase()), label).toEqual([]);
      }
    });
  }

  it("accepts the same request from the app's own origin (the check is not a blanket refusal)", async () => {
    const target = routes.find((t) => t.id === "POST /api/auth/forgot-password");
    expect(target, "POST /api/auth/forgot-password is registered").toBeDefined();
    if (!target) return;
    const f = await createFixtures();
    const request = target.spec.request(f, f.a.owner);
    const outcome = await target.call(f, undefined, {
      ...request,
      headers: { origin: f.appUrl, "sec-fetch-site": "same-origin" },
    });
    expect(outcome.kind).toBe("ok");
  });
});

describe("GET never changes anything", () => {
  for (const target of routes.filter((t) => t.method === "GET")) {
    it(`${target.id} leaves every table as it was`, async () => {
      const f = await createFixtures();
      await target.spec.prepare?.(f);
      const before = await digestDatabase();
      const outcome = await target.call(f, cookieFor(target, f));
      expect(outcome.kind).not.toBe("server_error");
      expect(changedTables(before, await digestDatabase())).toEqual([]);
    });
  }
});
