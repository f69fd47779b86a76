import "server-only";
import type Stripe from "stripe";
import { applySettled, recheckDuplicates, settleSubscription } from "../duplicate-subscriptions";
import { applyPaidInvoice, subscriptionIdOf } from "../paid-invoice";
import { readSubscription } from "../subscription-sync";
import type { StripeEventHandler } from "./types";

type PaidEvent = Stripe.InvoicePaidEvent | Stripe.InvoicePaymentSucceededEvent;

/**
 * invoice.paid (and its alias invoice.payment_succeeded): the period's plan credits, once per invoice
 * id, through the same path as the success page's sync. The subscription itself is re-read and
 * stored, so a paid invoice that arrives before customer.subscription.created still ends in the
 * right plan; a second subscription of the workspace is cancelled and refunded and grants nothing.
 */
export const invoicePaid: StripeEventHandler<PaidEvent> = async (event, ctx) => {
  const invoice = event.data.object;
  const subscriptionId = subscriptionIdOf(invoice);
  const read =
    subscriptionId && invoice.status === "paid"
      ? await readSubscription(ctx.stripe, subscriptionId)
      : undefined;
  const settled = await settleSubscription(ctx.stripe, read, ctx.tx);
  const workspaceId = await applySettled(ctx.tx, settled);
  await applyPaidInvoice(ctx.tx, { invoice, read: settled.read });
  ctx.afterCommit(() => recheckDuplicates(ctx.stripe, workspaceId));
};
