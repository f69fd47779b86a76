/**
 * Where Unipile's hosted wizard sends the browser back to: every success and failure URL that
 * POST /api/integrations/link and /reconnect hand Unipile stays on APP_URL, whatever the caller sent.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { integrationConnections } from "@/db/schema";
import type { FakeUnipile } from "@/tests/fakes/unipile";
import { callRoute } from "../security/support/call";
import { createFixtures, type Fixtures } from "../security/support/fixtures";
import { lastLinkToken, useFakeUnipile } from "./support";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

const APP = "http://localhost:3000";
let fake: FakeUnipile;
let stop: () => Promise<void>;
let f: Fixtures;

beforeAll(async () => {
  ({ fake, stop } = await useFakeUnipile());
  f = await createFixtures();
  const accountId = fake.addAccount({ type: "WHATSAPP", name: "Ada" }).id;
  const db = await getDb();
  await db.insert(integrationConnections).values({
    workspaceId: f.a.workspaceId,
    provider: "WHATSAPP",
    accountId,
    accountName: "Ada",
    connectedByUserId: f.a.owner.userId,
  });
});
afterAll(() => stop());

const hostile = [
  "/.//evil.example/",
  "/..//evil.example/x",
  "/\\evil.example",
  "\\/evil.example",
  "//evil.example",
  "///evil.example",
  "https://evil.example",
  "http:evil.example",
  "/\t/evil.example",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%2e//evil.example",
];

const routes = [
  { route: "link", body: { provider: "LINKEDIN" } },
  { route: "reconnect", body: { platform: "WHATSAPP" } },
] as const;

describe.each(routes)("POST /api/integrations/$route", ({ route, body }) => {
  const post = (extra: Record<string, string>) =>
    callRoute(
      `app/api/integrations/${route}/route.ts`,
      "POST",
      { path: `/api/integrations/${route}`, body: { ...body, ...extra } },
      f.a.owner.cookie,
    );

  it.each(["successRedirectUrl", "failureRedirectUrl"])(
    "%s: every hostile value is refused or sent back to APP_URL",
    async (field) => {
      for (const value of hostile) {
        const before = fake.links.size;
        const outcome = await post({ [field]: value });
        if (outcome.status === 400) {
          expect(fake.links.size, value).toBe(before);
          continue;
        }
        expect(outcome.status, value).toBe(200);
        const sent = lastLinkToken(fake).body;
        for (const key of ["success_redirect_url", "failure_redirect_url"]) {
          const url = new URL(String(sent[key]));
          expect(url.origin, `${value} → ${String(sent[key])}`).toBe(APP);
          expect(url.pathname.startsWith("//"), `${value} → ${String(sent[key])}`).toBe(false);
        }
      }
    },
  );

  it("refuses plainly foreign return URLs with Invalid request", async () => {
    for (const value of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
      const outcome = await post({ successRedirectUrl: value });
      expect([outcome.status, outcome.message], value).toEqual([400, "Invalid request"]);
    }
  });

  it("keeps a same-origin path", async () => {
    const outcome = await post({
      successRedirectUrl: "/integrations?tab=all",
      failureRedirectUrl: `${APP}/settings`,
    });
    expect(outcome.status).toBe(200);
    const sent = lastLinkToken(fake).body;
    expect(new URL(String(sent.success_redirect_url)).pathname).toBe("/integrations");
    expect(new URL(String(sent.success_redirect_url)).searchParams.get("tab")).toBe("all");
    expect(new URL(String(sent.failure_redirect_url)).pathname).toBe("/settings");
  });
});
