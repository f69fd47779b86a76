import "server-only";
import Stripe from "stripe";
import { getDb, type Executor, type Transaction } from "@/db";
import { lockWorkspaceCredits } from "@/lib/credits/lock";
import { transactionRetryingConflicts } from "@/lib/server/transaction-retry";
import { logger } from "@/lib/logger";
import { revokeSubscriptionCredits } from "@/lib/credits/refunds";
import { notifyDuplicateRefunded } from "./notify";
import { getPlan } from "@/lib/plans/catalog";
import {
  claimStripeEvent,
  findWorkspaceIdByCustomer,
  isStripeEventRecorded,
  listPayingSubscriptionIds,
  payingStatuses,
  workspaceExists,
} from "./queries";
import { applySubscription, idOf, readSubscription, type SubscriptionRead } from "./subscription-sync";
import { planForPrice } from "./prices";

/** Set on the cancellation so that a later read knows why this subscription ended. */
const DUPLICATE_COMMENT =
  "Duplicate: the workspace already has a subscription. Cancelled and refunded by CRM Pro.";

type DuplicateRead = { read: SubscriptionRead; refundedCents: number; currency: string };
/** A subscription as read from Stripe, and the workspace's duplicates cancelled because of it. */
export type SettledRead = { read: SubscriptionRead | undefined; duplicates: DuplicateRead[] };

const paying = (s: Stripe.Subscription) => (payingStatuses as readonly string[]).includes(s.status);
const isOlder = (a: Stripe.Subscription, b: Stripe.Subscription) =>
  a.created < b.created || (a.created === b.created && a.id < b.id);

export function isCancelledDuplicate(subscription: Stripe.Subscription): boolean {
  return (
    subscription.status === "canceled" && subscription.cancellation_details?.comment === DUPLICATE_COMMENT
  );
}

/** The workspace a subscription belongs to, read only (the customer the app created, else its metadata). */
async function workspaceOf(db: Executor, subscription: Stripe.Subscription): Promise<string | undefined> {
  const customer = idOf(subscription.customer);
  const known = customer ? await findWorkspaceIdByCustomer(db, { stripeCustomerId: customer }) : undefined;
  if (known) return known;
  const claimed = subscription.metadata?.workspaceId;
  return claimed && /^[0-9a-f-]{36}$/i.test(claimed) && (await workspaceExists(db, { workspaceId: claimed }))
    ? claimed
    : undefined;
}

/** Refunds what paid the subscription's latest invoice (since basil: its InvoicePayments' payment intents). */
async function refundLatestInvoice(
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<{ cents: number; currency: string }> {
  const invoiceId = idOf(subscription.latest_invoice);
  if (!invoiceId) return { cents: 0, currency: "usd" };
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 10 });
  let cents = 0;
  let currency = "usd";
  for (const payment of payments.data) {
    const paymentIntent = idOf(payment.payment.payment_intent);
    if (!paymentIntent) continue;
    try {
      await stripe.refunds.create(
        { payment_intent: paymentIntent, reason: "duplicate", metadata: { subscription: subscription.id } },
        { idempotencyKey: `duplicate-refund:${subscription.id}:${paymentIntent}` },
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded"))
        throw error;
    }
    cents += payment.amount_paid ?? 0;
    currency = payment.currency;
  }
  return { cents, currency };
}

/** Cancels at once, without proration; a concurrent cancellation of the same subscription is taken as done. */
async function cancelNow(stripe: Stripe, subscription: Stripe.Subscription): Promise<Stripe.Subscription> {
  if (subscription.status === "canceled") return subscription;
  try {
    return await stripe.subscriptions.cancel(subscription.id, {
      cancellation_details: { comment: DUPLICATE_COMMENT },
      prorate: false,
      invoice_now: false,
    });
  } catch (error) {
    const now = await stripe.subscriptions.retrieve(subscription.id);
    if (now.status === "canceled") return now;
    throw error;
  }
}

/** Cancels a duplicate and refunds its payment (the refund keyed, so a retry refunds once). */
async function cancelDuplicate(stripe: Stripe, subscription: Stripe.Subscription): Promise<DuplicateRead> {
  const readAtMs = Date.now();
  const cancelled = await cancelNow(stripe, subscription);
  const refunded = await refundLatestInvoice(stripe, cancelled);
  logger.warn(
    "billing",
    `subscription ${subscription.id} duplicated another of its workspace; cancelled and refunded`,
  );
  return {
    read: { subscription: cancelled, readAtMs },
    refundedCents: refunded.cents,
    currency: refunded.currency,
  };
}

/**
 * A workspace pays through one subscription. When a read subscription and the workspace's stored
 * paying ones are more than one (two checkouts paid in two tabs), the oldest is kept, whichever event
 * arrives first, and every newer one is cancelled and refunded at once (each call keyed, so a repeat
 * cancels and refunds nothing more); `applySettled` then stores the outcome. A webhook handler passes its
 * transaction as `executor`, other callers read through the shared connection before theirs.
 */
export async function settleSubscription(
  stripe: Stripe | null,
  read: SubscriptionRead | undefined,
  executor?: Executor,
): Promise<SettledRead> {
  if (!stripe || !read) return { read, duplicates: [] };
  const duplicateOfItself = isCancelledDuplicate(read.subscription);
  if (!paying(read.subscription) && !duplicateOfItself) return { read, duplicates: [] };
  const db = executor ?? (await getDb());
  const workspaceId = await workspaceOf(db, read.subscription);
  if (!workspaceId) return { read, duplicates: [] };
  const others = (await listPayingSubscriptionIds(db, { workspaceId })).filter(
    (id) => id !== read.subscription.id,
  );
  const reads = [read];
  for (const id of others) {
    const other = await readSubscription(stripe, id);
    if (other && paying(other.subscription)) reads.push(other);
  }
  const live = reads.filter((r) => paying(r.subscription));
  if (live.length < 2 && !duplicateOfItself) return { read, duplicates: [] };
  const keeper = live.reduce<SubscriptionRead | undefined>(
    (a, b) => (a && isOlder(a.subscription, b.subscription) ? a : b),
    undefined,
  );
  const duplicates: DuplicateRead[] = [];
  for (const r of reads) {
    if (r === keeper || (!paying(r.subscription) && !isCancelledDuplicate(r.subscription))) continue;
    duplicates.push(await cancelDuplicate(stripe, r.subscription));
  }
  const own = duplicates.find((d) => d.read.subscription.id === read.subscription.id);
  return { read: own?.read ?? read, duplicates };
}

/**
 * Stores a settled read: the subscription, and for each duplicate its cancelled state, the plan credits
 * it was granted taken back, and one notification to the owners (once per duplicate, under the
 * workspace's credits lock so a late grant of its invoice sees it). Returns the workspace.
 */
export async function applySettled(tx: Transaction, settled: SettledRead): Promise<string | undefined> {
  const workspaceId = settled.read ? await applySubscription(tx, settled.read) : undefined;
  for (const duplicate of settled.duplicates) {
    const { subscription } = duplicate.read;
    const owner = await applySubscription(tx, duplicate.read);
    if (!owner) continue;
    await lockWorkspaceCredits(tx, owner);
    const fresh = await claimStripeEvent(tx, {
      id: duplicateMarker(subscription.id),
      type: "app.duplicate_subscription_refunded",
      apiVersion: null,
    });
    if (!fresh) continue;
    await revokeSubscriptionCredits(tx, { workspaceId: owner, subscriptionId: subscription.id });
    const plan = planForPrice(subscription.items.data[0]?.price.id) ?? "PRO";
    await notifyDuplicateRefunded(tx, {
      workspaceId: owner,
      planName: getPlan(plan).name,
      refundedCents: duplicate.refundedCents,
      currency: duplicate.currency,
    });
  }
  return workspaceId;
}

/** The idempotency record of a handled duplicate (kept with the processed Stripe events). */
function duplicateMarker(subscriptionId: string): string {
  return `app:duplicate-subscription:${subscriptionId}`;
}

/** Whether a subscription was handled as a duplicate: its invoices grant no credits. */
export function isRecordedDuplicate(tx: Transaction, subscriptionId: string): Promise<boolean> {
  return isStripeEventRecorded(tx, { id: duplicateMarker(subscriptionId) });
}

/**
 * After a commit: two paying subscriptions can still both be stored when their first events ran at the
 * same moment (neither saw the other). Whichever commits last finds both here and settles them.
 */
export async function recheckDuplicates(
  stripe: Stripe | null,
  workspaceId: string | undefined,
): Promise<void> {
  if (!stripe || !workspaceId) return;
  const ids = await listPayingSubscriptionIds(await getDb(), { workspaceId });
  if (ids.length < 2) return;
  try {
    const settled = await settleSubscription(stripe, await readSubscription(stripe, ids[0] as string));
    // Two deliveries' rechecks and a third event can deadlock on the workspace's rows; a lost try is run again.
    await transactionRetryingConflicts((tx) => applySettled(tx, settled));
  } catch (error) {
    // The event that led here is applied; the next event or success-page sync of either subscription settles them.
    logger.error(
      "billing",
      `workspace ${workspaceId} has ${ids.length} paying subscriptions; settling them failed`,
      error,
    );
  }
}
