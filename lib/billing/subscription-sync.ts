import "server-only";
import type Stripe from "stripe";
import type { Executor, Transaction } from "@/db";
import type { NewBillingSubscription } from "@/db/schema";
import { logger } from "@/lib/logger";
import { findPlan, type PlanId } from "@/lib/plans/catalog";
import { planForPrice } from "./prices";
import {
  findWorkspaceIdByCustomer,
  refreshWorkspacePlan,
  saveBillingCustomer,
  upsertSubscriptionState,
  workspaceExists,
} from "./queries";

export type SubscriptionRead = { subscription: Stripe.Subscription; readAtMs: number };

export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === "string" ? value : value.id;
}

/**
 * Reads the subscription's current state from Stripe rather than trusting an event's snapshot (events
 * arrive late and out of order). Without a client, or when the read fails, the snapshot is used with
 * the event's own time, so a later re-read always wins over it.
 */
export async function readSubscription(
  stripe: Stripe | null,
  subscriptionId: string,
  fallback?: { subscription: Stripe.Subscription; createdSeconds: number },
): Promise<SubscriptionRead | undefined> {
  if (stripe) {
    const readAtMs = Date.now();
    try {
      return { subscription: await stripe.subscriptions.retrieve(subscriptionId), readAtMs };
    } catch (error) {
      if (!fallback) throw error;
      logger.warn(
        "billing",
        `could not re-read subscription ${subscriptionId}; using the event's snapshot`,
        error,
      );
    }
  }
  return fallback
    ? { subscription: fallback.subscription, readAtMs: fallback.createdSeconds * 1000 }
    : undefined;
}

function planOf(subscription: Stripe.Subscription): { plan: PlanId; priceId: string | null } {
  const item = subscription.items.data[0];
  const priceId = item?.price.id ?? null;
  const plan = planForPrice(priceId) ?? findPlan(subscription.metadata?.plan)?.id ?? "FREE";
  return { plan, priceId };
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The workspace a Stripe object belongs to: the customer the app created, else the metadata it set. */
export async function resolveWorkspaceId(
  executor: Executor,
  { customerId, metadata }: { customerId?: string; metadata?: Stripe.Metadata | null },
): Promise<string | undefined> {
  if (customerId) {
    const known = await findWorkspaceIdByCustomer(executor, { stripeCustomerId: customerId });
    if (known) return known;
  }
  const claimed = metadata?.workspaceId;
  if (!claimed || !/^[0-9a-f-]{36}$/i.test(claimed)) return undefined;
  if (!(await workspaceExists(executor, { workspaceId: claimed }))) return undefined;
  if (customerId) await saveBillingCustomer(executor, { workspaceId: claimed, stripeCustomerId: customerId });
  return claimed;
}

/** Stores a subscription read and sets the workspace's plan from it; returns the workspace, if known. */
export async function applySubscription(
  tx: Transaction,
  read: SubscriptionRead,
): Promise<string | undefined> {
  const { subscription } = read;
  const customerId = idOf(subscription.customer);
  const workspaceId = await resolveWorkspaceId(tx, { customerId, metadata: subscription.metadata });
  if (!workspaceId || !customerId) {
    logger.warn("billing", `subscription ${subscription.id} belongs to no known workspace; ignored`);
    return undefined;
  }
  const item = subscription.items.data[0];
  const row: NewBillingSubscription = {
    stripeSubscriptionId: subscription.id,
    workspaceId,
    stripeCustomerId: customerId,
    ...planOf(subscription),
    status: subscription.status,
    currentPeriodStart: toDate(item?.current_period_start),
    currentPeriodEnd: toDate(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    syncedAtMs: read.readAtMs,
  };
  await upsertSubscriptionState(tx, row);
  await refreshWorkspacePlan(tx, { workspaceId });
  return workspaceId;
}
