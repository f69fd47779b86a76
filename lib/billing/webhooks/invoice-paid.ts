import "server-only";
import type Stripe from "stripe";
import { logger } from "@/lib/logger";
import { grantInvoiceCredits, latestInvoiceGrant } from "../credits";
import { getPlan } from "../plans";
import { planForPrice } from "../prices";
import { applySubscription, idOf, readSubscription } from "../subscription-sync";
import type { WebhookHandler } from "./types";

type PaidEvent = Stripe.InvoicePaidEvent | Stripe.InvoicePaymentSucceededEvent;

/** Since basil the subscription lives under `parent.subscription_details`, never `invoice.subscription`. */
function subscriptionIdOf(invoice: Stripe.Invoice): string | undefined {
  if (invoice.parent?.type !== "subscription_details") return undefined;
  return idOf(invoice.parent.subscription_details?.subscription);
}

/** The plan line: its price in `pricing.price_details.price`, the period it pays for in `period`. */
function planLine(invoice: Stripe.Invoice) {
  for (const line of invoice.lines.data) {
    const plan = planForPrice(idOf(line.pricing?.price_details?.price));
    if (plan) return { plan, periodEnd: line.period?.end ? new Date(line.period.end * 1000) : null };
  }
  return undefined;
}

/**
 * invoice.paid (and its alias invoice.payment_succeeded): the period's plan credits, once per invoice
 * id. A renewal or first invoice grants the plan's monthly credits; an upgrade invoiced at once grants
 * the difference from the credits already granted for the subscription's last invoice; other
 * invoices (manual, one-off) grant nothing. The subscription itself is re-read and stored, so a paid
 * invoice that arrives before customer.subscription.created still ends in the right plan.
 */
export const invoicePaid: WebhookHandler<PaidEvent> = async (event, ctx) => {
  const invoice = event.data.object;
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId || !invoice.id || invoice.status !== "paid") {
    await ctx.once(async () => {});
    return;
  }
  const read = await readSubscription(ctx.stripe, subscriptionId);
  const line = planLine(invoice);
  await ctx.once(async (tx) => {
    const workspaceId = read ? await applySubscription(tx, read) : undefined;
    if (!workspaceId || !line) {
      logger.warn("billing", `paid invoice ${invoice.id} has no known workspace or plan line; nothing granted`);
      return;
    }
    const full = getPlan(line.plan).monthlyCredits;
    let credits = 0;
    if (invoice.billing_reason === "subscription_create" || invoice.billing_reason === "subscription_cycle") {
      credits = full;
    } else if (invoice.billing_reason === "subscription_update") {
      const previous = await latestInvoiceGrant(tx, { subscriptionId });
      credits = Math.max(0, full - (previous ? getPlan(previous.plan).monthlyCredits : 0));
    }
    await grantInvoiceCredits(tx, {
      workspaceId,
      invoiceId: invoice.id as string,
      subscriptionId,
      plan: line.plan,
      credits,
      periodEnd: line.periodEnd,
    });
  });
};
