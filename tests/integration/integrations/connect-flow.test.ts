/**
 * Connect through Unipile's hosted auth: the signed `name`, the return and the notify in
 * either order or twice (one connection), forged, expired and replayed tokens, an account Unipile does
 * not know, FAILED returns, reconnect, and Unipile not configured.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { integrationLinkAttempts } from "@/db/schema";
import { getActiveConnection } from "@/lib/integrations/active-connection";
import { completeLink, startLink } from "@/lib/integrations/connect";
import { signLinkToken } from "@/lib/integrations/link-token";
import { disconnectIntegration, listIntegrations } from "@/lib/integrations/manage";
import { completeReturn } from "@/lib/integrations/return";
import type { FakeUnipile } from "@/tests/fakes/unipile";
import { callRoute } from "../security/support/call";
import { createFixtures, type Fixtures } from "../security/support/fixtures";
import { attemptsOf, connectionsOf, lastLinkToken, useFakeUnipile, withoutUnipile } from "./support";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

let fake: FakeUnipile;
let stop: () => Promise<void>;
let f: Fixtures;

beforeAll(async () => {
  ({ fake, stop } = await useFakeUnipile());
  f = await createFixtures();
});
afterAll(() => stop());

const notify = (body: unknown) =>
  callRoute("app/api/integrations/notify/route.ts", "POST", { path: "/api/integrations/notify", body });

async function connectLinkedIn(workspace = f.a, user = f.a.owner) {
  await startLink({
    workspaceId: workspace.workspaceId,
    userId: user.userId,
    provider: "LINKEDIN",
    kind: "create",
  });
  const { token, hostedToken } = lastLinkToken(fake);
  const { accountId } = await fake.completeLink(hostedToken, { notify: false, accountName: "Ada Lovelace" });
  return { token, accountId };
}

async function resetA() {
  const db = await getDb();
  const { integrationConnections } = await import("@/db/schema");
  await db.delete(integrationConnections).where(eq(integrationConnections.workspaceId, f.a.workspaceId));
}

describe("the hosted-auth link", () => {
  it("asks Unipile for a create link with a signed, expiring name, minutes of life and same-origin return URLs", async () => {
    const { url } = await startLink({
      workspaceId: f.a.workspaceId,
      userId: f.a.owner.userId,
      provider: "LINKEDIN",
      kind: "create",
    });
    expect(url.startsWith(`${fake.baseUrl}/hosted/`)).toBe(true);
    const { token, body } = lastLinkToken(fake);
    expect(body).toMatchObject({
      type: "create",
      providers: ["LINKEDIN"],
      notify_url: "http://localhost:3000/api/integrations/notify",
    });
    expect(token).not.toContain(f.a.workspaceId);
    expect(token).not.toContain(f.a.owner.userId);
    const minutes = (Date.parse(String(body.expiresOn)) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(5);
    expect(minutes).toBeLessThanOrEqual(15);
    for (const key of ["success_redirect_url", "failure_redirect_url"]) {
      expect(new URL(String(body[key])).origin).toBe("http://localhost:3000");
    }
    const [attempt] = (await attemptsOf(f.a.workspaceId)).slice(-1);
    expect(attempt?.userId).toBe(f.a.owner.userId);
  });

  it("without Unipile credentials: no link, nothing pretends to be connected", async () => {
    await withoutUnipile(async () => {
      await expect(
        startLink({
          workspaceId: f.a.workspaceId,
          userId: f.a.owner.userId,
          provider: "WHATSAPP",
          kind: "create",
        }),
      ).rejects.toThrow("Integration provider not configured");
      const view = await listIntegrations({ workspaceId: f.a.workspaceId });
      expect(view.configured).toBe(false);
      expect(view.integrations.every((i) => !i.connected)).toBe(true);
      await expect(
        getActiveConnection({ workspaceId: f.a.workspaceId, provider: "LINKEDIN" }),
      ).resolves.toMatchObject({ ok: false, reason: "not_configured" });
    });
  });

  it("Unipile failing to give a link says so", async () => {
    fake.fail("server-error");
    await expect(
      startLink({
        workspaceId: f.a.workspaceId,
        userId: f.a.owner.userId,
        provider: "LINKEDIN",
        kind: "create",
      }),
    ).rejects.toThrow("Failed to get authentication URL");
    fake.fail("rate-limited");
    await expect(
      startLink({
        workspaceId: f.a.workspaceId,
        userId: f.a.owner.userId,
        provider: "LINKEDIN",
        kind: "create",
      }),
    ).rejects.toMatchObject({ retryAfterSeconds: 7 });
  });
});

describe("return and notify", () => {
  it("notify alone saves the connection (the browser never came back)", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn();
    const outcome = await notify({ status: "CREATION_SUCCESS", account_id: accountId, name: token });
    expect(outcome.status).toBe(200);
    const rows = await connectionsOf(f.a.workspaceId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: "LINKEDIN",
      accountId,
      accountName: "Ada Lovelace",
      status: "CONNECTED",
      providerStatus: "OK",
      connectedByUserId: f.a.owner.userId,
    });
    await expect(
      getActiveConnection({ workspaceId: f.a.workspaceId, provider: "LINKEDIN" }),
    ).resolves.toEqual({ ok: true, accountId, accountName: "Ada Lovelace" });
  });

  it("notify then return, and each twice: one connection, and the return says it connected", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn();
    expect((await notify({ status: "CREATION_SUCCESS", account_id: accountId, name: token })).status).toBe(
      200,
    );
    expect((await notify({ status: "CREATION_SUCCESS", account_id: accountId, name: token })).status).toBe(
      200,
    );
    const session = { workspaceId: f.a.workspaceId, userId: f.a.owner.userId };
    for (let i = 0; i < 2; i++) {
      await expect(
        completeReturn({
          session,
          provider: "LINKEDIN",
          state: token,
          status: "CREATION_SUCCESS",
          accountId,
        }),
      ).resolves.toEqual({ ok: true, message: "Successfully connected to LinkedIn!" });
    }
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(1);
  });

  it("return then notify, concurrently too: one connection", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn();
    const session = { workspaceId: f.a.workspaceId, userId: f.a.owner.userId };
    const results = await Promise.all([
      completeReturn({ session, provider: "LINKEDIN", state: token, status: "CREATION_SUCCESS", accountId }),
      completeLink({ token, accountId }),
    ]);
    expect(results[0]).toMatchObject({ ok: true });
    expect((await notify({ status: "CREATION_SUCCESS", account_id: accountId, name: token })).status).toBe(
      200,
    );
    const rows = await connectionsOf(f.a.workspaceId);
    expect(rows.map((r) => r.accountId)).toEqual([accountId]);
  });

  it("the return fetches the account from Unipile: a query alone never saves", async () => {
    await resetA();
    const { token } = await connectLinkedIn();
    const session = { workspaceId: f.a.workspaceId, userId: f.a.owner.userId };
    await expect(
      completeReturn({
        session,
        provider: "LINKEDIN",
        state: token,
        status: "CREATION_SUCCESS",
        accountId: "made-up-account",
      }),
    ).rejects.toThrow("Failed to save integration connection");
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(0);
  });

  it("a FAILED or ERROR return says so and saves nothing", async () => {
    const session = { workspaceId: f.a.workspaceId, userId: f.a.owner.userId };
    await expect(completeReturn({ session, provider: "LINKEDIN", status: "FAILED" })).resolves.toEqual({
      ok: false,
      message: "Failed to connect: FAILED",
    });
    await expect(
      completeReturn({ session, provider: "LINKEDIN", status: "ERROR", state: "x" }),
    ).resolves.toEqual({ ok: false, message: "Failed to connect: ERROR" });
  });

  it("another member's token cannot be redeemed by a different session (404)", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn(f.a, f.a.admin);
    await expect(
      completeReturn({
        session: { workspaceId: f.b.workspaceId, userId: f.b.owner.userId },
        provider: "LINKEDIN",
        state: token,
        accountId,
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      completeReturn({
        session: { workspaceId: f.a.workspaceId, userId: f.a.owner.userId },
        provider: "LINKEDIN",
        state: token,
        accountId,
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(0);
    expect(await connectionsOf(f.b.workspaceId)).toHaveLength(0);
  });
});

describe("refused names", () => {
  it("a forged name (raw id, tampered signature, garbage) is refused and saves nothing", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn();
    const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    for (const name of [f.a.owner.userId, tampered, "garbage", `${token}x`]) {
      const outcome = await notify({ status: "CREATION_SUCCESS", account_id: accountId, name });
      expect(outcome.status, name).toBe(400);
      expect(outcome.message).toBe("Failed to extract authentication token");
    }
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(0);
  });

  it("a token signed for another workspace does not verify against this attempt", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn();
    const attemptId = token.split(".")[0] ?? "";
    const forged = signLinkToken({
      attemptId,
      workspaceId: f.b.workspaceId,
      userId: f.b.owner.userId,
      provider: "LINKEDIN",
      expiresAt: new Date(Date.now() + 600_000),
    });
    expect((await notify({ status: "CREATION_SUCCESS", account_id: accountId, name: forged })).status).toBe(
      400,
    );
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(0);
  });

  it("an expired name is refused", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn();
    const attemptId = token.split(".")[0] ?? "";
    const db = await getDb();
    const past = new Date(Date.now() - 60_000);
    await db
      .update(integrationLinkAttempts)
      .set({ expiresAt: past })
      .where(eq(integrationLinkAttempts.id, attemptId));
    const expired = signLinkToken({
      attemptId,
      workspaceId: f.a.workspaceId,
      userId: f.a.owner.userId,
      provider: "LINKEDIN",
      expiresAt: past,
    });
    for (const name of [expired, token]) {
      const outcome = await notify({ status: "CREATION_SUCCESS", account_id: accountId, name });
      expect(outcome.status).toBe(400);
    }
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(0);
  });

  it("a replayed name with another account is refused and the connection stays", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn();
    expect((await notify({ status: "CREATION_SUCCESS", account_id: accountId, name: token })).status).toBe(
      200,
    );
    const other = fake.addAccount({ type: "LINKEDIN", name: "Mallory" });
    const outcome = await notify({ status: "CREATION_SUCCESS", account_id: other.id, name: token });
    expect(outcome.status).toBe(409);
    const rows = await connectionsOf(f.a.workspaceId);
    expect(rows.map((r) => [r.accountId, r.accountName])).toEqual([[accountId, "Ada Lovelace"]]);
  });

  it("a replay after Disconnect does not bring the connection back", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn();
    await notify({ status: "CREATION_SUCCESS", account_id: accountId, name: token });
    await disconnectIntegration({ workspaceId: f.a.workspaceId, provider: "LINKEDIN" });
    expect((await notify({ status: "CREATION_SUCCESS", account_id: accountId, name: token })).status).toBe(
      200,
    );
    expect((await connectionsOf(f.a.workspaceId))[0]?.status).toBe("DISCONNECTED");
  });

  it("a notify for an account Unipile does not know saves nothing", async () => {
    await resetA();
    await startLink({
      workspaceId: f.a.workspaceId,
      userId: f.a.owner.userId,
      provider: "LINKEDIN",
      kind: "create",
    });
    const { token } = lastLinkToken(fake);
    const outcome = await notify({
      status: "CREATION_SUCCESS",
      account_id: "unknown-to-unipile",
      name: token,
    });
    expect(outcome.status).toBe(404);
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(0);
    // The token is still unused: the real account can follow.
    const account = fake.addAccount({ type: "LINKEDIN" });
    expect((await notify({ status: "CREATION_SUCCESS", account_id: account.id, name: token })).status).toBe(
      200,
    );
  });

  it("an account of another provider is refused", async () => {
    await resetA();
    await startLink({
      workspaceId: f.a.workspaceId,
      userId: f.a.owner.userId,
      provider: "LINKEDIN",
      kind: "create",
    });
    const { token } = lastLinkToken(fake);
    const whatsapp = fake.addAccount({ type: "WHATSAPP" });
    expect((await notify({ status: "CREATION_SUCCESS", account_id: whatsapp.id, name: token })).status).toBe(
      400,
    );
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(0);
  });

  it("malformed notify bodies are 400 and other statuses are acknowledged without change", async () => {
    expect((await notify("{not json")).status).toBe(400);
    expect((await notify({ status: "CREATION_SUCCESS" })).status).toBe(400);
    const ignored = await notify({ status: "SYNC_SUCCESS", account_id: "x", name: "y" });
    expect(ignored.status).toBe(200);
  });
});

describe("reconnect", () => {
  it("asks for a reconnect link for the same account and RECONNECTED brings it back with its first connected-on date", async () => {
    await resetA();
    const { token, accountId } = await connectLinkedIn();
    await notify({ status: "CREATION_SUCCESS", account_id: accountId, name: token });
    const before = (await connectionsOf(f.a.workspaceId))[0];
    await disconnectIntegration({ workspaceId: f.a.workspaceId, provider: "LINKEDIN" });
    await expect(
      getActiveConnection({ workspaceId: f.a.workspaceId, provider: "LINKEDIN" }),
    ).resolves.toMatchObject({ ok: false, reason: "disconnected" });

    await startLink({
      workspaceId: f.a.workspaceId,
      userId: f.a.admin.userId,
      provider: "LINKEDIN",
      kind: "reconnect",
    });
    const link = lastLinkToken(fake);
    expect(link.body).toMatchObject({ type: "reconnect", reconnect_account: accountId });
    await fake.completeLink(link.hostedToken, { notify: false });
    expect((await notify({ status: "RECONNECTED", account_id: accountId, name: link.token })).status).toBe(
      200,
    );
    const after = (await connectionsOf(f.a.workspaceId))[0];
    expect(after).toMatchObject({ accountId, status: "CONNECTED" });
    expect(after?.connectedAt.toISOString()).toBe(before?.connectedAt.toISOString());
  });

  it("reconnect without a connection asks to connect first", async () => {
    await expect(
      startLink({
        workspaceId: f.b.workspaceId,
        userId: f.b.owner.userId,
        provider: "TELEGRAM",
        kind: "reconnect",
      }),
    ).rejects.toThrow("Please connect the integration first");
  });
});
