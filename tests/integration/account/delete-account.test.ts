import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import {
  appEvents,
  billingSubscriptions,
  emails,
  leadLists,
  memberships,
  notifications,
  sessions,
  users,
  workspaces,
} from "@/db/schema";
import { uploadLogo } from "@/lib/business-profile/logo";
import { startPlanCheckout } from "@/lib/billing/checkout";
import { fileStorage } from "@/lib/storage";
import { getBusinessProfile } from "@/lib/business-profile/queries";
import type { FakeStripe } from "@/tests/fakes/stripe";
import { buyer, resetEnv, sessionIdOf, startBillingFake } from "@/tests/integration/billing/support";
import { callAction } from "@/tests/integration/security/support/call";
import { createFixtures, type Fixtures } from "@/tests/integration/security/support/fixtures";
import sharp from "sharp";

vi.mock("next/headers", () => import("../security/support/next-headers-mock"));
vi.mock("next/cache", () => import("../security/support/next-cache-mock"));

const actions = "app/(studio)/data-privacy/actions.ts";
const PHRASE = "DELETE MY ACCOUNT";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startBillingFake();
});

afterAll(async () => {
  resetEnv();
  await fake.close();
});

const remove = (cookie: string, confirmation = PHRASE) =>
  callAction(actions, "deleteAccountAction", [undefined, { confirmation }], cookie);

/** Rows of every table with a workspace_id column that belong to the workspace. */
async function rowsPerWorkspaceTable(workspaceId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const tables = (await db.execute(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'workspace_id' order by table_name`,
  )) as unknown as { rows?: { table_name: string }[] } & { table_name: string }[];
  const names = (tables.rows ?? tables).map((r) => r.table_name);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} where workspace_id = ${workspaceId}`,
    )) as unknown as { rows?: { n: number }[] } & { n: number }[];
    counts[name] = (result.rows ?? result)[0]?.n ?? -1;
  }
  return counts;
}

/** B's owner alone in B (an owner with members is refused). */
async function soloOwner(f: Fixtures) {
  const db = await getDb();
  await db
    .delete(memberships)
    .where(sql`${memberships.workspaceId} = ${f.b.workspaceId} and ${memberships.role} <> 'owner'`);
  return f.b;
}

describe("Delete Account", () => {
  it("refuses anything but the exact phrase, with the spec's message", async () => {
    const f = await createFixtures();
    const tenant = await soloOwner(f);
    for (const typed of ["delete my account", "Delete My Account", ` ${PHRASE}`, `${PHRASE} `, ""]) {
      const outcome = await remove(tenant.owner.cookie, typed);
      expect(outcome.kind).toBe("bad_request");
      expect(outcome.text).toContain('Please type \\"DELETE MY ACCOUNT\\" to confirm');
    }
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.id, tenant.owner.userId))).toHaveLength(1);
  });

  it("refuses an owner whose workspace has other members, with the reason, and changes nothing", async () => {
    const f = await createFixtures();
    const outcome = await remove(f.a.owner.cookie);
    expect(outcome.kind).toBe("error");
    expect(outcome.message).toBe(
      "You own a workspace with other members. Transfer ownership to another member or remove the members before deleting your account.",
    );
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.id, f.a.owner.userId))).toHaveLength(1);
    expect(await db.select().from(workspaces).where(eq(workspaces.id, f.a.workspaceId))).toHaveLength(1);
  });

  it("cancels the subscription at Stripe, deletes the workspace from every table, the user and their sessions", async () => {
    const f = await createFixtures();
    const tenant = await soloOwner(f);
    await fake.completeCheckout(
      sessionIdOf(
        (
          await startPlanCheckout(
            buyer({
              workspaceId: tenant.workspaceId,
              userId: tenant.owner.userId,
              email: tenant.owner.email,
              name: "Owner",
            }),
            { plan: "PRO" },
          )
        ).url,
      ),
    );
    const db = await getDb();
    const [subscription] = await db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.workspaceId, tenant.workspaceId));
    expect(subscription?.status).toBe("active");
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    await uploadLogo({
      workspaceId: tenant.workspaceId,
      userId: tenant.owner.userId,
      bytes: new Uint8Array(png),
    });
    const logoKey = (await getBusinessProfile({ workspaceId: tenant.workspaceId }))?.logoKey ?? "";
    await db.insert(appEvents).values({ userId: tenant.owner.userId, type: "sign_in", ip: "203.0.113.9" });
    const before = await rowsPerWorkspaceTable(tenant.workspaceId);
    expect(before.leads).toBeGreaterThan(0);
    expect(before.billing_subscriptions).toBe(1);
    const othersBefore = await rowsPerWorkspaceTable(f.a.workspaceId);

    const outcome = await remove(tenant.owner.cookie);
    expect(outcome.kind, outcome.message).toBe("ok");
    expect(outcome.message).toBe(
      "Your account deletion request has been submitted. You will receive a confirmation email shortly.",
    );

    expect(fake.subscriptions.get(subscription!.stripeSubscriptionId)?.status).toBe("canceled");
    const after = await rowsPerWorkspaceTable(tenant.workspaceId);
    expect(Object.entries(after).filter(([, n]) => n !== 0)).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, tenant.owner.userId))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, tenant.owner.userId))).toHaveLength(0);
    const events = await db.select().from(appEvents).where(eq(appEvents.type, "sign_in"));
    expect(events.filter((e) => e.ip === "203.0.113.9")).toEqual([]);
    const mail = await db.select().from(emails).where(eq(emails.toAddress, tenant.owner.email));
    expect(mail.map((m) => m.template)).toEqual(["account-deleted"]);
    expect(await fileStorage().exists(logoKey)).toBe(false);
    // Workspace A is untouched.
    expect(await rowsPerWorkspaceTable(f.a.workspaceId)).toEqual(othersBefore);

    // The deleted user's session cookie no longer works.
    const replay = await callAction(
      "app/(studio)/data-privacy/actions.ts",
      "requestDataExportAction",
      [undefined, {}],
      tenant.owner.cookie,
    );
    expect(replay.kind).toBe("unauthorized");
  });

  it("a member's deletion keeps the workspace and its data, without links to them", async () => {
    const f = await createFixtures();
    const db = await getDb();
    await db
      .update(leadLists)
      .set({ createdByUserId: f.a.member.userId })
      .where(eq(leadLists.id, f.a.listId));
    const outcome = await remove(f.a.member.cookie);
    expect(outcome.kind, outcome.message).toBe("ok");
    expect(await db.select().from(users).where(eq(users.id, f.a.member.userId))).toHaveLength(0);
    expect(
      await db.select().from(memberships).where(eq(memberships.workspaceId, f.a.workspaceId)),
    ).toHaveLength(2);
    const [list] = await db.select().from(leadLists).where(eq(leadLists.id, f.a.listId));
    expect(list?.createdByUserId).toBeNull();
    expect((await rowsPerWorkspaceTable(f.a.workspaceId)).leads).toBe(3);
    // The owner and the admin are told a member left, without the member being named.
    const told = await db
      .select({ userId: notifications.userId, body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.workspaceId, f.a.workspaceId), eq(notifications.title, "Member left")));
    expect(told.map((n) => n.userId).sort()).toEqual([f.a.owner.userId, f.a.admin.userId].sort());
    for (const { body } of told) {
      expect(body).toBe(
        "A member of this workspace deleted their account. The leads, lists and campaigns they made here stay.",
      );
    }
  });

  it("shows the failure message and deletes nothing when Stripe cannot cancel", async () => {
    const f = await createFixtures();
    const tenant = await soloOwner(f);
    const db = await getDb();
    await db.insert(billingSubscriptions).values({
      stripeSubscriptionId: "sub_missing_at_stripe",
      stripeCustomerId: "cus_missing",
      workspaceId: tenant.workspaceId,
      plan: "PRO",
      status: "active",
      syncedAtMs: 1,
    });
    const outcome = await remove(tenant.owner.cookie);
    expect(outcome.message).toBe("Failed to delete account. Please contact support.");
    expect(await db.select().from(users).where(eq(users.id, tenant.owner.userId))).toHaveLength(1);
    expect((await rowsPerWorkspaceTable(tenant.workspaceId)).leads).toBe(3);
  });
});
