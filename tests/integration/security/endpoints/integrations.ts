/**
 * Integrations. A valid call needs Unipile: `prepare` starts the local fake once per test
 * file, points lib/env at it, and gives workspaces A and B a connected LinkedIn account (B's own, so a
 * server action called by B changes only B's rows) plus, for A's owner, a hosted link ready to redeem.
 */
import { getDb } from "@/db";
import { integrationConnections } from "@/db/schema";
import { parseEnv, type Env } from "@/lib/env";
import { startLink } from "@/lib/integrations/connect";
import { startFakeUnipile, type FakeUnipile } from "@/tests/fakes/unipile";
import type { Fixtures } from "../support/fixtures";
import type { ActionSpec, RouteSpec } from "../support/spec";

const ui = "app/(workspace)/integrations/actions.ts";
const envCache = globalThis as unknown as { __crmEnv?: Env };
let fakeStarted: Promise<FakeUnipile> | undefined;
/** Per workspace A: its LinkedIn account, and a link token of A's owner with the account it created. */
const state = new Map<string, { accountId: string; token: string; newAccountId: string }>();

async function fakeUnipile(): Promise<FakeUnipile> {
  fakeStarted ??= startFakeUnipile({ unref: true });
  const fake = await fakeStarted;
  process.env.UNIPILE_DSN = fake.baseUrl;
  process.env.UNIPILE_API_KEY = fake.apiKey;
  process.env.UNIPILE_WEBHOOK_SECRET ??= "unipile-webhook-secret-0123456789";
  envCache.__crmEnv = parseEnv(process.env);
  return fake;
}

async function connected(f: Fixtures) {
  const fake = await fakeUnipile();
  const db = await getDb();
  const ids: string[] = [];
  for (const tenant of [f.a, f.b]) {
    const account = fake.addAccount({ type: "LINKEDIN", name: `Ada ${tenant.marker}` });
    ids.push(account.id);
    await db.insert(integrationConnections).values({
      workspaceId: tenant.workspaceId,
      provider: "LINKEDIN",
      accountId: account.id,
      accountName: account.name,
      connectedByUserId: tenant.owner.userId,
    });
  }
  // A wizard for a provider A has not connected (a second LinkedIn account would be refused).
  await startLink({
    workspaceId: f.a.workspaceId,
    userId: f.a.owner.userId,
    provider: "TELEGRAM",
    kind: "create",
  });
  const link = [...fake.links.values()].at(-1);
  if (!link) throw new Error("no hosted link");
  const { accountId: newAccountId } = await fake.completeLink(link.token, {
    notify: false,
    accountName: `New ${f.a.marker}`,
  });
  state.set(f.a.workspaceId, { accountId: ids[0] ?? "", token: String(link.body.name), newAccountId });
}

const of = (f: Fixtures) => {
  const s = state.get(f.a.workspaceId);
  if (!s) throw new Error("integrations fixtures not prepared");
  return s;
};

const platformCall = (path: string, mayChange: string[]): RouteSpec => ({
  access: { kind: "session", permission: "integrations:write" },
  prepare: connected,
  request: (_f, self) => ({
    path: `/api/integrations/${path}`,
    body: { userId: self.userId, platform: "LINKEDIN" },
  }),
  mayChange,
  foreign: "not_found",
  fuzz: true,
});

export const integrationsRoutes: Record<string, RouteSpec> = {
  "GET /api/integrations": {
    access: { kind: "session", permission: "integrations:read" },
    prepare: connected,
    request: (_f, self) => ({ path: `/api/integrations?userId=${self.userId}` }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "POST /api/integrations/link": {
    access: { kind: "session", permission: "integrations:write" },
    prepare: connected,
    request: () => ({
      path: "/api/integrations/link",
      body: {
        provider: "WHATSAPP",
        successRedirectUrl: "/integrations",
        failureRedirectUrl: "/integrations",
      },
    }),
    mayChange: ["integration_link_attempts"],
    foreign: "own-workspace",
    fuzz: true,
  },
  "POST /api/integrations/reconnect": platformCall("reconnect", ["integration_link_attempts"]),
  "POST /api/integrations/disconnect": platformCall("disconnect", ["integration_connections"]),
  "POST /api/integrations/delete": platformCall("delete", ["integration_connections"]),
  "POST /api/integrations/test": platformCall("test", ["integration_connections"]),
  "GET /api/integrations/account/[accountId]": {
    access: { kind: "session", permission: "integrations:read" },
    prepare: connected,
    request: (f) => ({
      path: `/api/integrations/account/${of(f).accountId}`,
      params: { accountId: of(f).accountId },
    }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "POST /api/integrations/callback": {
    access: { kind: "session", permission: "integrations:write" },
    prepare: connected,
    request: (f, self) => ({
      path: "/api/integrations/callback",
      body: {
        userId: self.userId,
        accountId: of(f).newAccountId,
        platform: "TELEGRAM",
        name: of(f).token,
        status: "CREATION_SUCCESS",
      },
    }),
    mayChange: ["integration_connections", "integration_link_attempts"],
    foreign: "not_found",
    fuzz: true,
  },
  "GET /api/integrations/check-linkedin/[userId]": {
    // The scrape screens ask it before a LinkedIn scrape, which members may run.
    access: { kind: "session", permission: "leads:read" },
    prepare: connected,
    request: (_f, self) => ({
      path: `/api/integrations/check-linkedin/${self.userId}`,
      params: { userId: self.userId },
    }),
    mayChange: [],
    foreign: "not_found",
    fuzz: true,
  },
  "POST /api/integrations/notify": {
    access: {
      kind: "public",
      reason: "Unipile's notify_url call: no session; the signed, expiring `name` authenticates it",
    },
    prepare: connected,
    request: (f) => ({
      path: "/api/integrations/notify",
      body: { status: "CREATION_SUCCESS", account_id: of(f).newAccountId, name: "forged-name" },
    }),
    mayChange: [],
    csrfExempt: "called by Unipile's servers; authenticated by the signed name, not a cookie",
    fuzz: true,
  },
  "POST /api/integrations/webhook": {
    access: {
      kind: "public",
      reason: "Unipile's account-status webhook: no session; the Unipile-Auth secret header authenticates it",
    },
    prepare: connected,
    request: (f) => ({
      path: "/api/integrations/webhook",
      body: {
        AccountStatus: { account_id: of(f).accountId, account_type: "LINKEDIN", message: "CREDENTIALS" },
      },
    }),
    mayChange: [],
    csrfExempt: "called by Unipile's servers; authenticated by a secret header, not a cookie",
    fuzz: true,
  },
};

const platformAction = (permission: "integrations:write", mayChange: string[]): ActionSpec => ({
  access: { kind: "session", permission },
  prepare: connected,
  input: () => ({ platform: "LINKEDIN" }),
  mayChange,
  foreign: "own-workspace",
  fuzz: true,
});

export const integrationsActions: Record<string, ActionSpec> = {
  [`${ui}#connectIntegrationAction`]: {
    ...platformAction("integrations:write", ["integration_link_attempts"]),
    input: () => ({ platform: "WHATSAPP" }),
  },
  [`${ui}#reconnectIntegrationAction`]: platformAction("integrations:write", ["integration_link_attempts"]),
  [`${ui}#disconnectIntegrationAction`]: platformAction("integrations:write", ["integration_connections"]),
  [`${ui}#deleteIntegrationAction`]: platformAction("integrations:write", ["integration_connections"]),
  [`${ui}#testIntegrationAction`]: platformAction("integrations:write", ["integration_connections"]),
  [`${ui}#completeConnectionAction`]: {
    access: { kind: "session", permission: "integrations:write" },
    prepare: connected,
    input: (f) => ({
      provider: "TELEGRAM",
      state: of(f).token,
      status: "CREATION_SUCCESS",
      accountId: of(f).newAccountId,
    }),
    mayChange: ["integration_connections", "integration_link_attempts"],
    foreign: "not_found",
    fuzz: true,
  },
};
