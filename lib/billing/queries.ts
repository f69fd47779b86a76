import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import {
  billingCustomers,
  billingSubscriptions,
  memberships,
  stripeEvents,
  users,
  workspaces,
  type BillingSubscription,
  type NewBillingSubscription,
} from "@/db/schema";
import type { PlanId } from "@/lib/plans/catalog";

/** Statuses in which a subscription still pays for its plan (past_due: Stripe is retrying). */
export const payingStatuses = ["active", "trialing", "past_due"] as const;

export async function getBillingCustomerId(
  { workspaceId }: { workspaceId: string },
  executor?: Executor,
): Promise<string | undefined> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.workspaceId, workspaceId));
  return row?.id;
}

/** Stores the workspace's customer once; returns the stored id (an earlier concurrent one wins). */
export async function saveBillingCustomer(
  executor: Executor,
  { workspaceId, stripeCustomerId }: { workspaceId: string; stripeCustomerId: string },
): Promise<string> {
  await executor.insert(billingCustomers).values({ workspaceId, stripeCustomerId }).onConflictDoNothing();
  return (await getBillingCustomerId({ workspaceId }, executor)) ?? stripeCustomerId;
}

export async function findWorkspaceIdByCustomer(
  executor: Executor,
  { stripeCustomerId }: { stripeCustomerId: string },
): Promise<string | undefined> {
  const [row] = await executor
    .select({ workspaceId: billingCustomers.workspaceId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId));
  return row?.workspaceId;
}

export async function workspaceExists(executor: Executor, { workspaceId }: { workspaceId: string }) {
  const [row] = await executor
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return Boolean(row);
}

/** Records an event id; false when it was already applied (the caller then changes nothing). */
export async function claimStripeEvent(
  executor: Executor,
  { id, type, apiVersion }: { id: string; type: string; apiVersion: string | null },
): Promise<boolean> {
  const rows = await executor
    .insert(stripeEvents)
    .values({ id, type, apiVersion })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function isStripeEventRecorded(executor: Executor, { id }: { id: string }): Promise<boolean> {
  const [row] = await executor
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, id));
  return Boolean(row);
}

/**
 * Writes a subscription as read from Stripe, unless a newer read is already stored or the stored one
 * has ended (a deleted subscription is never revived by a late event).
 */
export async function upsertSubscriptionState(
  executor: Executor,
  row: NewBillingSubscription,
): Promise<void> {
  const { stripeSubscriptionId: _id, workspaceId: _ws, ...changes } = row;
  await executor
    .insert(billingSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: billingSubscriptions.stripeSubscriptionId,
      set: { ...changes, updatedAt: sql`now()` },
      setWhere: sql`${billingSubscriptions.syncedAtMs} <= ${row.syncedAtMs} and ${billingSubscriptions.status} <> 'canceled'`,
    });
}

/** The workspace's subscription to show: a paying one first, else the most recently changed. */
export async function getCurrentSubscription(
  { workspaceId }: { workspaceId: string },
  executor?: Executor,
): Promise<BillingSubscription | undefined> {
  const db = executor ?? (await getDb());
  const rows = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.workspaceId, workspaceId))
    .orderBy(
      sql`case when ${billingSubscriptions.status} in ('active', 'trialing', 'past_due') then 0 else 1 end`,
      desc(billingSubscriptions.updatedAt),
    )
    .limit(1);
  return rows[0];
}

/** The ids of the workspace's stored subscriptions that still pay for a plan. */
export async function listPayingSubscriptionIds(
  executor: Executor,
  { workspaceId }: { workspaceId: string },
): Promise<string[]> {
  const rows = await executor
    .select({ id: billingSubscriptions.stripeSubscriptionId })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.workspaceId, workspaceId),
        inArray(billingSubscriptions.status, [...payingStatuses]),
      ),
    );
  return rows.map((r) => r.id);
}

/** Sets the workspace's plan from its stored subscriptions: the best paying one, else the free plan. */
export async function refreshWorkspacePlan(executor: Executor, { workspaceId }: { workspaceId: string }) {
  const paying = await executor
    .select({ plan: billingSubscriptions.plan })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.workspaceId, workspaceId),
        inArray(billingSubscriptions.status, [...payingStatuses]),
      ),
    );
  const rank: Record<PlanId, number> = { FREE: 0, PRO: 1, ENTERPRISE: 2 };
  const plan = paying.reduce<PlanId>((best, row) => (rank[row.plan] > rank[best] ? row.plan : best), "FREE");
  await executor
    .update(workspaces)
    .set({ plan, updatedAt: sql`now()` })
    .where(eq(workspaces.id, workspaceId));
  return plan;
}

/** The owners of a workspace (billing notices go to them). */
export async function listWorkspaceOwners(executor: Executor, { workspaceId }: { workspaceId: string }) {
  return executor
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, "owner")));
}

export async function getWorkspacePlan({ workspaceId }: { workspaceId: string }): Promise<PlanId> {
  const db = await getDb();
  const [row] = await db
    .select({ plan: workspaces.plan })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.plan ?? "FREE";
}
