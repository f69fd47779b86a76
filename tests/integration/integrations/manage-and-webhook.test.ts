/**
 * Every other state change: Test Connection asks Unipile, Disconnect, Delete (at Unipile and
 * here, and what a Unipile failure leaves), the status webhook (secret header, once per change,
 * notifications for owners and admins), check-linkedin, and another workspace's connection (404).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { integrationConnections } from "@/db/schema";
import { deleteIntegration, disconnectIntegration, testIntegration } from "@/lib/integrations/manage";
import type { FakeUnipile } from "@/tests/fakes/unipile";
import { callRoute } from "../security/support/call";
import { createFixtures, type Fixtures } from "../security/support/fixtures";
import { withEnv } from "../security/support/with-env";
import { connectionsOf, notificationsOf, useFakeUnipile, WEBHOOK_SECRET } from "./support";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

let fake: FakeUnipile;
let stop: () => Promise<void>;
let f: Fixtures;
let accountId: string;

beforeAll(async () => {
  ({ fake, stop } = await useFakeUnipile());
  f = await createFixtures();
});
afterAll(() => stop());

beforeEach(async () => {
  const db = await getDb();
  await db.delete(integrationConnections);
  accountId = fake.addAccount({ type: "LINKEDIN", name: "Ada Lovelace" }).id;
  await db.insert(integrationConnections).values({
    workspaceId: f.a.workspaceId,
    provider: "LINKEDIN",
    accountId,
    accountName: "Ada Lovelace",
    connectedByUserId: f.a.owner.userId,
  });
});

const a = () => ({ workspaceId: f.a.workspaceId, provider: "LINKEDIN" as const });
const webhook = (body: unknown, secret?: string) =>
  callRoute("app/api/integrations/webhook/route.ts", "POST", {
    path: "/api/integrations/webhook",
    body,
    headers: secret === undefined ? {} : { "unipile-auth": secret },
  });
const event = (message: string, id = accountId) => ({
  AccountStatus: { account_id: id, account_type: "LINKEDIN", message },
});

describe("Test Connection", () => {
  it("reports Unipile's real status and stores it", async () => {
    await expect(testIntegration(a())).resolves.toMatchObject({ ok: true, providerStatus: "OK" });
    fake.accounts.get(accountId)!.status = "CREDENTIALS";
    const result = await testIntegration(a());
    expect(result).toMatchObject({ ok: false, providerStatus: "CREDENTIALS" });
    expect(result.message).toContain("CREDENTIALS");
    const [row] = await connectionsOf(f.a.workspaceId);
    expect(row?.providerStatus).toBe("CREDENTIALS");
    expect(row?.checkedAt).not.toBeNull();
  });

  it("an account Unipile no longer has is reported as such", async () => {
    fake.accounts.delete(accountId);
    await expect(testIntegration(a())).resolves.toMatchObject({ ok: false, providerStatus: "DELETED" });
  });

  it("Unipile unreachable: says so and stores nothing", async () => {
    fake.fail("server-error", "server-error");
    await expect(testIntegration(a())).rejects.toThrow("Could not reach Unipile to test LinkedIn.");
    expect((await connectionsOf(f.a.workspaceId))[0]?.checkedAt).toBeNull();
  });
});

describe("Disconnect and Delete", () => {
  it("Disconnect sets DISCONNECTED and says so", async () => {
    await expect(disconnectIntegration(a())).resolves.toEqual({ message: "Disconnected from LinkedIn" });
    expect((await connectionsOf(f.a.workspaceId))[0]?.status).toBe("DISCONNECTED");
  });

  it("Delete removes the account at Unipile and here", async () => {
    await expect(deleteIntegration(a())).resolves.toEqual({
      message: "LinkedIn account deleted successfully!",
    });
    expect(fake.accounts.has(accountId)).toBe(false);
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(0);
  });

  it("Delete when Unipile fails keeps the connection and says so", async () => {
    fake.fail("server-error");
    await expect(deleteIntegration(a())).rejects.toThrow("Failed to delete LinkedIn account");
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(1);
    expect(fake.accounts.has(accountId)).toBe(true);
  });

  it("without a connection: Please connect the integration first", async () => {
    await expect(
      disconnectIntegration({ workspaceId: f.a.workspaceId, provider: "TELEGRAM" }),
    ).rejects.toThrow("Please connect the integration first");
    await expect(deleteIntegration({ workspaceId: f.a.workspaceId, provider: "TELEGRAM" })).rejects.toThrow(
      "Please connect the integration first",
    );
  });
});

describe("the account-status webhook", () => {
  it("refuses a missing or wrong secret with 401 and changes nothing", async () => {
    for (const secret of [undefined, "", "wrong", `${WEBHOOK_SECRET}x`, WEBHOOK_SECRET.slice(0, -1)]) {
      const outcome = await webhook(event("CREDENTIALS"), secret);
      expect(outcome.status, String(secret)).toBe(401);
    }
    await withEnv({ UNIPILE_WEBHOOK_SECRET: undefined }, async () => {
      expect((await webhook(event("CREDENTIALS"), WEBHOOK_SECRET)).status).toBe(401);
    });
    expect((await connectionsOf(f.a.workspaceId))[0]?.providerStatus).toBe("OK");
    expect(await notificationsOf(f.a.workspaceId)).toHaveLength(0);
  });

  it("a broken status updates the connection and notifies owners and admins once; OK again notifies recovery", async () => {
    expect((await webhook(event("CREDENTIALS"), WEBHOOK_SECRET)).status).toBe(200);
    expect((await webhook(event("CREDENTIALS"), WEBHOOK_SECRET)).status).toBe(200);
    expect((await connectionsOf(f.a.workspaceId))[0]?.providerStatus).toBe("CREDENTIALS");
    const first = await notificationsOf(f.a.workspaceId);
    expect(first.map((n) => n.userId).sort()).toEqual([f.a.owner.userId, f.a.admin.userId].sort());
    expect(first[0]).toMatchObject({
      title: "LinkedIn connection needs attention",
      href: "/integrations",
      readAt: null,
    });

    expect((await webhook(event("OK"), WEBHOOK_SECRET)).status).toBe(200);
    const all = await notificationsOf(f.a.workspaceId);
    expect(all).toHaveLength(4);
    expect(all.filter((n) => n.title === "LinkedIn connection is working")).toHaveLength(2);
    expect(await notificationsOf(f.b.workspaceId)).toHaveLength(0);
  });

  it("an unknown account is acknowledged and ignored; a malformed event is 400", async () => {
    const outcome = await webhook(event("ERROR", "someone-else"), WEBHOOK_SECRET);
    expect(outcome.status).toBe(200);
    expect((await webhook({ nope: true }, WEBHOOK_SECRET)).status).toBe(400);
    expect((await webhook("{", WEBHOOK_SECRET)).status).toBe(400);
    expect((await connectionsOf(f.a.workspaceId))[0]?.providerStatus).toBe("OK");
  });
});

describe("routes and tenancy", () => {
  const post = (path: string, body: unknown, cookie: string) =>
    callRoute(
      `app/api/integrations/${path}/route.ts`,
      "POST",
      { path: `/api/integrations/${path}`, body },
      cookie,
    );

  it("another workspace's connection is a 404 for every call, and unchanged", async () => {
    for (const path of ["disconnect", "delete", "test", "reconnect"]) {
      const outcome = await post(path, { platform: "linkedin" }, f.b.owner.cookie);
      expect(outcome.status, path).toBe(404);
    }
    const account = await callRoute(
      "app/api/integrations/account/[accountId]/route.ts",
      "GET",
      { path: `/api/integrations/account/${accountId}`, params: { accountId } },
      f.b.owner.cookie,
    );
    expect(account.status).toBe(404);
    const [row] = await connectionsOf(f.a.workspaceId);
    expect(row).toMatchObject({ status: "CONNECTED", accountId });
    expect(fake.accounts.has(accountId)).toBe(true);
  });

  it("integrations are the owner's and admins': a member can neither see nor change them", async () => {
    const list = await callRoute(
      "app/api/integrations/route.ts",
      "GET",
      { path: "/api/integrations" },
      f.a.member.cookie,
    );
    expect(list.status).toBe(403);
    const seen = await callRoute(
      "app/api/integrations/route.ts",
      "GET",
      { path: "/api/integrations" },
      f.a.admin.cookie,
    );
    expect(seen.status).toBe(200);
    const data = (
      JSON.parse(seen.text) as {
        data: Array<{ provider: string; connected: boolean; accountName: string | null }>;
      }
    ).data;
    expect(data.find((d) => d.provider === "LINKEDIN")).toMatchObject({
      connected: true,
      accountName: "Ada Lovelace",
    });
    expect((await post("disconnect", { platform: "LINKEDIN" }, f.a.member.cookie)).status).toBe(403);
    const done = await post("disconnect", { platform: "LINKEDIN" }, f.a.admin.cookie);
    expect([done.status, done.message]).toEqual([200, "Disconnected from LinkedIn"]);
  });

  it("signed out: the spec's log-in messages", async () => {
    const list = await callRoute("app/api/integrations/route.ts", "GET", { path: "/api/integrations" });
    expect([list.status, list.message]).toEqual([401, "Please log in to view integrations"]);
    const link = await callRoute("app/api/integrations/link/route.ts", "POST", {
      path: "/api/integrations/link",
      body: { provider: "LINKEDIN" },
    });
    expect([link.status, link.message]).toEqual([401, "Please log in to connect integrations"]);
  });

  it("link refuses foreign return URLs and unknown providers", async () => {
    const foreign = await post(
      "link",
      { provider: "LINKEDIN", successRedirectUrl: "https://evil.example/x" },
      f.a.owner.cookie,
    );
    expect([foreign.status, foreign.message]).toEqual([400, "Invalid request"]);
    const unknown = await post("link", { provider: "MYSPACE" }, f.a.owner.cookie);
    expect([unknown.status, unknown.message]).toEqual([400, "Invalid request"]);
    const ok = await post(
      "link",
      { provider: "whatsapp", successRedirectUrl: "/integrations" },
      f.a.owner.cookie,
    );
    expect(ok.status).toBe(200);
    expect((JSON.parse(ok.text) as { url: string }).url.startsWith(fake.baseUrl)).toBe(true);
  });

  it("check-linkedin: the session's user only, and why not connected", async () => {
    const check = (userId: string, cookie: string) =>
      callRoute(
        "app/api/integrations/check-linkedin/[userId]/route.ts",
        "GET",
        { path: `/api/integrations/check-linkedin/${userId}`, params: { userId } },
        cookie,
      );
    expect(JSON.parse((await check(f.a.member.userId, f.a.member.cookie)).text)).toMatchObject({
      connected: true,
    });
    expect((await check(f.a.owner.userId, f.a.member.cookie)).status).toBe(404);
    expect((await check(f.a.owner.userId, f.b.owner.cookie)).status).toBe(404);
    expect(JSON.parse((await check(f.b.owner.userId, f.b.owner.cookie)).text)).toMatchObject({
      connected: false,
      reason: "not_connected",
    });
    await disconnectIntegration(a());
    const after = JSON.parse((await check(f.a.owner.userId, f.a.owner.cookie)).text) as {
      connected: boolean;
      message: string;
    };
    expect(after).toMatchObject({ connected: false, reason: "disconnected" });
    expect(after.message).toBe(
      "LinkedIn account is disconnected or deleted. Please reconnect your LinkedIn account in the Integrations page.",
    );
  });

  it("a connection Unipile reports broken is not active", async () => {
    await webhook(event("STOPPED"), WEBHOOK_SECRET);
    const { getActiveConnection } = await import("@/lib/integrations/active-connection");
    await expect(getActiveConnection(a())).resolves.toMatchObject({ ok: false, reason: "disconnected" });
  });
});
