/**
 * Input fuzzing: every zod-validated route handler and server action gets generated hostile
 * input and answers 4xx with a clear message, never 500, never a partial write. Also RELIABILITY case 20:
 * `workspaceId`, `role` and `credits` in a body are ignored.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Outcome, RouteRequest } from "./support/call";
import { changedTables, digestDatabase, digestWorkspace } from "./support/db-digest";
import { createFixtures, type Fixtures } from "./support/fixtures";
import { hostileBodies, hostileInputs, hostileQueries, prototypeIsClean } from "./support/hostile";
import { registeredTargets, type Target } from "./support/targets";

vi.mock("next/headers", () => import("./support/next-headers-mock"));
vi.mock("next/cache", () => import("./support/next-cache-mock"));

const rejections = new Set<Outcome["kind"]>([
  "bad_request",
  "unauthorized",
  "forbidden",
  "not_found",
  "too_large",
  "rate_limited",
  "error",
]);
/** The audit log records refused attempts on purpose; it is not a partial write. */
const auditTables = new Set(["app_events"]);
const totals = { endpoints: 0, inputs: 0, rejected: 0, accepted: 0 };

type Variant = { label: string; call: () => Promise<Outcome> };

function variantsOf(target: Target, f: Fixtures, cookie: string | undefined): Variant[] {
  if (target.kind === "action") {
    const valid = target.spec.input(f, f.a.owner);
    const forms = Object.keys(valid).map((key) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(valid))
        form.append(k, k === key ? new Blob(["<svg onload=alert(1)>"]) : String(v));
      return {
        label: `${key}: a file instead of text`,
        call: () => target.call(f, cookie, form as unknown as Record<string, unknown>),
      };
    });
    return [
      ...hostileInputs(valid).map(([label, input]) => ({ label, call: () => target.call(f, cookie, input) })),
      ...forms,
    ];
  }
  const request = target.spec.request(f, f.a.owner);
  const withRequest = (label: string, changes: Partial<RouteRequest>): Variant => ({
    label,
    call: () => target.call(f, cookie, { ...request, ...changes }),
  });
  if (request.body !== undefined && typeof request.body === "object" && request.body !== null) {
    return [
      ...hostileInputs(request.body as Record<string, unknown>).map(([label, body]) =>
        withRequest(label, { body }),
      ),
      ...hostileBodies.map(([label, body]) => withRequest(`body: ${label}`, { body })),
    ];
  }
  return hostileQueries(request.path).map(([label, path]) => withRequest(label, { path }));
}

async function fuzzTarget(target: Target, f: Fixtures): Promise<string[]> {
  const cookie = target.spec.access.kind === "session" ? f.a.owner.cookie : undefined;
  const failures: string[] = [];
  for (const variant of variantsOf(target, f, cookie)) {
    const before = await digestDatabase();
    let outcome: Outcome;
    try {
      outcome = await variant.call();
    } catch (error) {
      failures.push(`${variant.label}: threw ${String(error)}`);
      continue;
    }
    const changed = changedTables(before, await digestDatabase());
    totals.inputs++;
    if (outcome.kind === "server_error")
      failures.push(`${variant.label}: server error ${outcome.status ?? ""} ${outcome.message ?? ""}`);
    else if (rejections.has(outcome.kind)) {
      totals.rejected++;
      if (!outcome.message?.trim()) failures.push(`${variant.label}: ${outcome.kind} without a message`);
      const written = changed.filter((t) => !auditTables.has(t));
      if (written.length) failures.push(`${variant.label}: refused but changed ${written.join(", ")}`);
    } else {
      totals.accepted++;
      const outside = changed.filter((t) => !target.spec.mayChange.includes(t));
      if (outside.length) failures.push(`${variant.label}: accepted and changed ${outside.join(", ")}`);
    }
    if (!prototypeIsClean()) failures.push(`${variant.label}: Object.prototype was polluted`);
  }
  return failures;
}

/** The owner's valid request with another workspace's id, a role and credits added: B must not change. */
async function tenantFieldsIgnored(target: Target, f: Fixtures): Promise<string[]> {
  const extra = {
    workspaceId: f.b.workspaceId,
    workspace_id: f.b.workspaceId,
    role: "owner",
    credits: 1_000_000,
    userId: f.b.owner.userId,
  };
  const before = await digestWorkspace(f.b.workspaceId);
  const outcome =
    target.kind === "action"
      ? await target.call(f, f.a.owner.cookie, { ...target.spec.input(f, f.a.owner), ...extra })
      : await target.call(f, f.a.owner.cookie, {
          ...target.spec.request(f, f.a.owner),
          body: { ...(target.spec.request(f, f.a.owner).body as object), ...extra },
        });
  const changed = changedTables(before, await digestWorkspace(f.b.workspaceId));
  const failures = changed.length
    ? [`body workspaceId/role/credits changed workspace B: ${changed.join(", ")}`]
    : [];
  if (outcome.kind === "server_error")
    failures.push(`body workspaceId/role/credits: server error ${outcome.message ?? ""}`);
  return failures;
}

describe("hostile input", () => {
  for (const target of registeredTargets().filter((t) => t.spec.fuzz)) {
    it(target.id, async () => {
      const f = await createFixtures();
      await target.spec.prepare?.(f);
      const failures = await fuzzTarget(target, f);
      const hasBody = target.kind === "action" || target.spec.request(f, f.a.owner).body !== undefined;
      if (target.spec.access.kind === "session" && hasBody)
        failures.push(...(await tenantFieldsIgnored(target, f)));
      totals.endpoints++;
      expect(failures).toEqual([]);
    });
  }

  afterAll(() => {
    console.log(
      `fuzz: ${totals.endpoints} endpoints, ${totals.inputs} hostile inputs: ${totals.rejected} refused with a message, ${totals.accepted} accepted as valid`,
    );
  });
});
