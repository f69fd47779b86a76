/**
 * RELIABILITY cases 17, 18, 20, 28 and 29: every route handler and server action, called as a signed-out
 * visitor, as the owner of another workspace with this workspace's ids, and as a member without the
 * needed role, answers 401/redirect, 404 and 403 with no row changed. An endpoint missing from
 * endpoints.ts fails here with its name.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { can } from "@/lib/auth/permissions";
import { OWNER_CANNOT_BE_REMOVED, OWNER_ROLE_FIXED } from "@/lib/teams/member-queries";
import type { Outcome, RouteRequest } from "./support/call";
import { changedTables, digestDatabase, digestWorkspace } from "./support/db-digest";
import { createFixtures, type Fixtures, type Member } from "./support/fixtures";
import { registeredTargets, registryGaps, type Target } from "./support/targets";
import { withEnv } from "./support/with-env";

vi.mock("next/headers", () => import("./support/next-headers-mock"));
vi.mock("next/cache", () => import("./support/next-cache-mock"));

type CaseName = "signed out" | "other workspace" | "missing role";
const results: Array<{ endpoint: string; name: CaseName; pass: boolean }> = [];
const publicChecked: string[] = [];

/** Runs one call and reports what it answered and which tables it changed. */
async function observe(call: () => Promise<Outcome>, scope: "all" | string = "all") {
  const digest = () => (scope === "all" ? digestDatabase() : digestWorkspace(scope));
  const before = await digest();
  const outcome = await call();
  return { outcome, changed: changedTables(before, await digest()) };
}

async function check(endpoint: string, name: CaseName, body: () => Promise<void>) {
  try {
    await body();
    results.push({ endpoint, name, pass: true });
  } catch (error) {
    results.push({ endpoint, name, pass: false });
    throw error;
  }
}

const describeOutcome = (o: Outcome) =>
  `${o.kind}${o.status ? ` ${o.status}` : ""}${o.message ? `: ${o.message}` : ""}`;

async function expectDenied(
  call: () => Promise<Outcome>,
  kinds: Outcome["kind"][],
  scope: "all" | string = "all",
) {
  const { outcome, changed } = await observe(call, scope);
  expect(kinds, `answered ${describeOutcome(outcome)}`).toContain(outcome.kind);
  expect(changed, "rows changed by a refused call").toEqual([]);
}

async function expectAllowed(target: Target, f: Fixtures, caller: Member, leakMarker: string) {
  const { outcome, changed } = await observe(() => target.call(f, caller.cookie, undefined, caller));
  expect(outcome.kind, `valid call answered ${describeOutcome(outcome)}`).toBe("ok");
  expect(
    changed.filter((t) => !target.spec.mayChange.includes(t)),
    "tables outside mayChange",
  ).toEqual([]);
  expect(outcome.text).not.toContain(leakMarker);
}

async function checkSessionEndpoint(target: Target, f: Fixtures) {
  const access = target.spec.access;
  if (access.kind !== "session") return;
  await check(target.id, "signed out", () => expectDenied(() => target.call(f), ["unauthorized"]));
  await check(target.id, "other workspace", async () => {
    if ((target.spec.foreign ?? "not_found") === "not_found") {
      await expectDenied(() => target.call(f, f.b.owner.cookie), ["not_found"]);
      return;
    }
    const { outcome, changed } = await observe(() => target.call(f, f.b.owner.cookie), f.a.workspaceId);
    expect(outcome.kind, describeOutcome(outcome)).toBe("ok");
    expect(changed, "workspace A rows changed by workspace B").toEqual([]);
    expect(outcome.text, "workspace A data in workspace B's answer").not.toContain(f.a.marker);
  });
  await check(target.id, "missing role", async () => {
    const permission = access.permission;
    if (permission && !can("member", permission)) {
      await expectDenied(() => target.call(f, f.a.member.cookie), ["forbidden"]);
      if (!can("admin", permission))
        await expectDenied(() => target.call(f, f.a.admin.cookie), ["forbidden"]);
      await expectAllowed(target, f, f.a.owner, f.b.marker);
    } else {
      // Every role holds the permission: the least one must succeed (this also proves the request valid).
      await expectAllowed(target, f, f.a.member, f.b.marker);
    }
  });
}

async function checkSecretEndpoint(target: Target, f: Fixtures) {
  if (target.kind !== "route") return;
  const request = target.spec.request(f, f.a.owner);
  const withAuth = (value?: string): RouteRequest => {
    const headers: Record<string, string> = value === undefined ? {} : { authorization: value };
    return { ...request, headers };
  };
  await check(target.id, "signed out", () =>
    expectDenied(() => target.call(f, undefined, withAuth()), ["unauthorized"]),
  );
  await check(target.id, "other workspace", () =>
    expectDenied(
      () => target.call(f, f.b.owner.cookie, withAuth("Bearer wrong-secret-wrong-secret")),
      ["unauthorized"],
    ),
  );
  await check(target.id, "missing role", async () => {
    await expectDenied(() => target.call(f, f.a.owner.cookie, withAuth("Bearer ")), ["unauthorized"]);
    await withEnv({ CRON_SECRET: undefined }, () =>
      expectDenied(
        () => target.call(f, undefined, withAuth(`Bearer ${process.env.CRON_SECRET}`)),
        ["unauthorized"],
      ),
    );
    const allowed = await target.call(f, undefined, withAuth(`Bearer ${process.env.CRON_SECRET}`));
    expect(allowed.kind, describeOutcome(allowed)).toBe("ok");
  });
}

async function checkDevOnlyEndpoint(target: Target, f: Fixtures) {
  const production = { NODE_ENV: "production", DEV_OUTBOX: "0" };
  const hidden = (cookie?: string) =>
    withEnv(production, () => expectDenied(() => target.call(f, cookie), ["not_found"]));
  await check(target.id, "signed out", () => hidden());
  await check(target.id, "other workspace", () => hidden(f.b.owner.cookie));
  await check(target.id, "missing role", () => hidden(f.a.owner.cookie));
}

async function checkPublicEndpoint(target: Target, f: Fixtures) {
  for (const cookie of [undefined, f.b.owner.cookie]) {
    const outcome = await target.call(f, cookie);
    expect(outcome.kind, `public endpoint answered ${describeOutcome(outcome)}`).not.toBe("server_error");
    if (cookie) expect(outcome.text, "workspace A data in workspace B's answer").not.toContain(f.a.marker);
  }
  publicChecked.push(target.id);
}

describe("authorization matrix", () => {
  it("covers every route handler and server action in the source tree", () => {
    const { unregistered, stale } = registryGaps();
    expect(unregistered, "endpoints missing from tests/integration/security/endpoints.ts").toEqual([]);
    expect(stale, "registry entries whose endpoint no longer exists").toEqual([]);
  });

  for (const target of registeredTargets()) {
    it(target.id, async () => {
      const f = await createFixtures();
      await target.spec.prepare?.(f);
      const checks = {
        session: checkSessionEndpoint,
        secret: checkSecretEndpoint,
        "dev-only": checkDevOnlyEndpoint,
        public: checkPublicEndpoint,
      };
      await checks[target.spec.access.kind](target, f);
    });
  }

  afterAll(() => {
    const endpoints = new Set(results.map((r) => r.endpoint));
    const passed = results.filter((r) => r.pass).length;
    console.log(`authz: ${endpoints.size} endpoints x 3 cases, ${passed} passed`);
    console.log(
      `authz: ${publicChecked.length} public endpoints answered signed out and cross-workspace without a server error`,
    );
    for (const failed of results.filter((r) => !r.pass))
      console.log(`authz: FAILED ${failed.endpoint} (${failed.name})`);
  });
});

/** The role cases beyond "missing role": an admin against the owner, and a removed or downgraded member's next request. */
describe("roles between members of one workspace", () => {
  const target = (id: string) => {
    const found = registeredTargets().find((t) => t.id === id);
    if (found?.kind !== "action") throw new Error(`${id} is not a registered action`);
    return found;
  };
  const route = (id: string) => {
    const found = registeredTargets().find((t) => t.id === id);
    if (found?.kind !== "route") throw new Error(`${id} is not a registered route`);
    return found;
  };
  const teams = "app/(studio)/teams/actions.ts";

  it("an admin cannot remove or demote the owner", async () => {
    const f = await createFixtures();
    const remove = await observe(() =>
      target(`${teams}#removeMemberAction`).call(f, f.a.admin.cookie, { userId: f.a.owner.userId }),
    );
    expect([remove.outcome.message, remove.changed]).toEqual([OWNER_CANNOT_BE_REMOVED, []]);
    const demote = await observe(() =>
      target(`${teams}#changeMemberRoleAction`).call(f, f.a.admin.cookie, {
        userId: f.a.owner.userId,
        role: "member",
      }),
    );
    expect([demote.outcome.message, demote.changed]).toEqual([OWNER_ROLE_FIXED, []]);
  });

  it("a removed member's old cookie is refused on its next request (RELIABILITY 14)", async () => {
    const f = await createFixtures();
    const leadsRead = route("GET /api/leads/[id]");
    expect((await leadsRead.call(f, f.a.member.cookie, undefined, f.a.member)).kind).toBe("ok");
    expect(
      (await target(`${teams}#removeMemberAction`).call(f, f.a.owner.cookie, { userId: f.a.member.userId }))
        .kind,
    ).toBe("ok");
    await expectDenied(() => leadsRead.call(f, f.a.member.cookie, undefined, f.a.member), ["unauthorized"]);
  });

  it("a downgraded admin's next request has the member's rights (RELIABILITY 14)", async () => {
    const f = await createFixtures();
    const invite = target(`${teams}#inviteMemberAction`);
    expect(
      (await invite.call(f, f.a.admin.cookie, { email: "first@example.com", role: "member" })).kind,
    ).toBe("ok");
    expect(
      (
        await target(`${teams}#changeMemberRoleAction`).call(f, f.a.owner.cookie, {
          userId: f.a.admin.userId,
          role: "member",
        })
      ).kind,
    ).toBe("ok");
    await expectDenied(
      () => invite.call(f, f.a.admin.cookie, { email: "second@example.com", role: "member" }),
      ["forbidden"],
    );
  });
});
