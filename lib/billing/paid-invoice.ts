import "server-only";
import type Stripe from "stripe";
import type { Transaction } from "@/db";
import { lockWorkspaceCredits } from "@/lib/credits/lock";
import { logger } from "@/lib/logger";
import { grantInvoiceCredits, latestInvoiceGrant } from "@/lib/credits/grants";
import { isCancelledDuplicate, isRecordedDuplicate } from "./duplicate-subscriptions";
import { getPlan } from "@/lib/plans/catalog";
import { notifyPaymentSucceeded } from "./notify";
import { planForPrice } from "./prices";
import { applySubscription, idOf, type SubscriptionRead } from "./subscription-sync";

/** Since basil the subscription lives under `parent.subscription_details`, never `invoice.subscription`. */
export function subscriptionIdOf(invoice: Stripe.Invoice): string | undefined {
  if (invoice.parent?.type !== "subscription_details") return undefined;
  return idOf(invoice.parent.subscription_details?.subscription);
}

/**
 * The plan line: its price in `pricing.price_details.price`, the period it pays for in `period`. A plan
 * change's invoice holds the old plan's unused time (negative) and the new plan's remaining time, so
 * the line of the subscription's own price, or else a line that is not a credit, names the plan.
 */
function planLine(invoice: Stripe.Invoice, subscription: Stripe.Subscription | undefined) {
  const current = subscription?.items.data[0]?.price.id;
  const lines = invoice.lines.data
    .map((line) => ({ line, priceId: idOf(line.pricing?.price_details?.price) }))
    .map(({ line, priceId }) => ({ line, priceId, plan: planForPrice(priceId) }))
    .filter((l) => l.plan !== undefined);
  const chosen =
    lines.find((l) => l.priceId === current && l.line.amount >= 0) ??
    lines.find((l) => l.line.amount >= 0) ??
    lines[0];
  if (!chosen?.plan) return undefined;
  return {
    plan: chosen.plan,
    periodEnd: chosen.line.period?.end ? new Date(chosen.line.period.end * 1000) : null,
  };
}

/**
 * A paid subscription invoice, applied once per invoice id: the subscription as read from Stripe is
 * stored, and the period's plan credits are granted under the ledger key `invoice:<id>`. A renewal or
 * first invoice grants the plan's monthly credits; an upgrade invoiced at once grants the difference
 * from the credits of the subscription's last invoice; other invoices (manual, one-off) grant nothing.
 * The webhook's invoice.paid and the success page's sync both come here, so whichever is first grants
 * and the other adds nothing. A subscription cancelled and refunded as a duplicate grants nothing. Returns the credits this call granted.
 */
export async function applyPaidInvoice(
  tx: Transaction,
  { invoice, read }: { invoice: Stripe.Invoice; read: SubscriptionRead | undefined },
): Promise<number> {
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId || !invoice.id || invoice.status !== "paid") return 0;
  const workspaceId = read ? await applySubscription(tx, read) : undefined;
  const line = planLine(invoice, read?.subscription);
  if (!workspaceId || !line) {
    logger.warn("billing", `paid invoice ${invoice.id} has no known workspace or plan line; nothing granted`);
    return 0;
  }
  // Under the credits lock, so a duplicate's cancellation (which takes it too) is seen or sees this grant.
  await lockWorkspaceCredits(tx, workspaceId);
  const duplicate =
    (read && isCancelledDuplicate(read.subscription)) || (await isRecordedDuplicate(tx, subscriptionId));
  const full = getPlan(line.plan).monthlyCredits;
  let credits = 0;
  if (duplicate) {
    logger.info(
      "billing",
      `invoice ${invoice.id} paid for a refunded duplicate subscription; nothing granted`,
    );
  } else if (
    invoice.billing_reason === "subscription_create" ||
    invoice.billing_reason === "subscription_cycle"
  ) {
    credits = full;
  } else if (invoice.billing_reason === "subscription_update") {
    const previous = await latestInvoiceGrant(tx, { subscriptionId });
    credits = Math.max(0, full - (previous ? getPlan(previous.plan).monthlyCredits : 0));
  }
  const granted = await grantInvoiceCredits(tx, {
    workspaceId,
    invoiceId: invoice.id,
    subscriptionId,
    plan: line.plan,
    credits,
    periodEnd: line.periodEnd,
  });
  if (granted > 0)
    await notifyPaymentSucceeded(tx, { workspaceId, planName: getPlan(line.plan).name, credits: granted });
  return granted;
}
