/**
 * One account per provider and workspace, and link tokens used once: a connect while an account is
 * connected (or disconnected but still held at Unipile) is refused; two wizards finished in a race keep
 * the first account and delete the second at Unipile; a return link replayed after Disconnect or
 * Delete says what is true instead of "Successfully connected".
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { integrationConnections } from "@/db/schema";
import { startLink } from "@/lib/integrations/connect";
import { deleteIntegration, disconnectIntegration } from "@/lib/integrations/manage";
import { completeReturn } from "@/lib/integrations/return";
import type { FakeUnipile } from "@/tests/fakes/unipile";
import { callRoute } from "../security/support/call";
import { createFixtures, type Fixtures } from "../security/support/fixtures";
import { connectionsOf, lastLinkToken, useFakeUnipile } from "./support";

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
beforeEach(async () => {
  const db = await getDb();
  await db.delete(integrationConnections).where(eq(integrationConnections.workspaceId, f.a.workspaceId));
});

const owner = () => ({ workspaceId: f.a.workspaceId, userId: f.a.owner.userId });
const notify = (body: unknown) =>
  callRoute("app/api/integrations/notify/route.ts", "POST", { path: "/api/integrations/notify", body });

async function openWizard() {
  await startLink({ ...owner(), provider: "LINKEDIN", kind: "create" });
  return lastLinkToken(fake);
}

async function connect(accountName = "Ada Lovelace") {
  const { token, hostedToken } = await openWizard();
  const { accountId } = await fake.completeLink(hostedToken, { notify: false, accountName });
  const result = await completeReturn({
    session: owner(),
    provider: "LINKEDIN",
    state: token,
    status: "CREATION_SUCCESS",
    accountId,
  });
  expect(result).toEqual({ ok: true, message: "Successfully connected to LinkedIn!" });
  return { token, accountId };
}

describe("a second connect", () => {
  it("is refused while an account is connected or disconnected, and no hosted link is asked for", async () => {
    const { accountId } = await connect();
    for (const state of ["CONNECTED", "DISCONNECTED"] as const) {
      if (state === "DISCONNECTED")
        await disconnectIntegration({ workspaceId: f.a.workspaceId, provider: "LINKEDIN" });
      const links = fake.links.size;
      await expect(startLink({ ...owner(), provider: "LINKEDIN", kind: "create" })).rejects.toMatchObject({
        status: 409,
        message: expect.stringContaining("LinkedIn is already connected"),
      });
      const api = await callRoute(
        "app/api/integrations/link/route.ts",
        "POST",
        { path: "/api/integrations/link", body: { provider: "LINKEDIN" } },
        f.a.owner.cookie,
      );
      expect(api.status).toBe(409);
      expect(fake.links.size).toBe(links);
    }
    expect((await connectionsOf(f.a.workspaceId)).map((r) => r.accountId)).toEqual([accountId]);
    expect(fake.accounts.has(accountId)).toBe(true);
  });

  it("two wizards finished in a race: the first account stays, the second is deleted at Unipile", async () => {
    const first = await openWizard();
    const second = await openWizard();
    const a = await fake.completeLink(first.hostedToken, { notify: false, accountName: "First" });
    const b = await fake.completeLink(second.hostedToken, { notify: false, accountName: "Second" });
    await expect(
      completeReturn({ session: owner(), provider: "LINKEDIN", state: first.token, accountId: a.accountId }),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      completeReturn({ session: owner(), provider: "LINKEDIN", state: second.token, accountId: b.accountId }),
    ).rejects.toMatchObject({ status: 409 });
    // Unipile's notify for the second arrives too: acknowledged, and it saves nothing.
    const late = await notify({ status: "CREATION_SUCCESS", account_id: b.accountId, name: second.token });
    expect([late.status, JSON.parse(late.text)]).toEqual([200, { success: true, saved: false }]);
    expect((await connectionsOf(f.a.workspaceId)).map((r) => r.accountId)).toEqual([a.accountId]);
    expect(
      fake.requests.some((r) => r.method === "DELETE" && r.path === `/api/v1/accounts/${b.accountId}`),
    ).toBe(true);
    expect(fake.accounts.has(b.accountId)).toBe(false);
    expect(fake.accounts.has(a.accountId)).toBe(true);
  });
});

describe("a replayed return link", () => {
  it("after Disconnect says the account is disconnected, and it stays so", async () => {
    const { token, accountId } = await connect();
    await disconnectIntegration({ workspaceId: f.a.workspaceId, provider: "LINKEDIN" });
    const replay = await completeReturn({
      session: owner(),
      provider: "LINKEDIN",
      state: token,
      status: "CREATION_SUCCESS",
      accountId,
    });
    expect(replay.ok).toBe(false);
    expect(replay.message).not.toContain("Successfully connected");
    expect(replay.message).toContain("LinkedIn is disconnected");
    expect((await connectionsOf(f.a.workspaceId))[0]?.status).toBe("DISCONNECTED");
  });

  it("after Delete says the account is not connected, and nothing comes back", async () => {
    const { token, accountId } = await connect();
    await deleteIntegration({ workspaceId: f.a.workspaceId, provider: "LINKEDIN" });
    const replay = await completeReturn({
      session: owner(),
      provider: "LINKEDIN",
      state: token,
      status: "CREATION_SUCCESS",
      accountId,
    });
    expect(replay.ok).toBe(false);
    expect(replay.message).toContain("LinkedIn is not connected");
    expect(await connectionsOf(f.a.workspaceId)).toHaveLength(0);
  });
});
