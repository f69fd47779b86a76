import "server-only";
import type Stripe from "stripe";
import { applySettled, recheckDuplicates, settleSubscription } from "../duplicate-subscriptions";
import { applyPaidInvoice, subscriptionIdOf } from "../paid-invoice";
import { readSubscription } from "../subscription-sync";
import type { WebhookHandler } from "./types";

type PaidEvent = Stripe.InvoicePaidEvent | Stripe.InvoicePaymentSucceededEvent;

/**
 * invoice.paid (and its alias invoice.payment_succeeded): the period's plan credits, once per invoice
 * id, through the same path as the success page's sync. The subscription itself is re-read and
 * stored, so a paid invoice that arrives before customer.subscription.created still ends in the
 * right plan; a second subscription of the workspace is cancelled and refunded and grants nothing.
 */
export const invoicePaid: WebhookHandler<PaidEvent> = async (event, ctx) => {
  const invoice = event.data.object;
  const subscriptionId = subscriptionIdOf(invoice);
  const read =
    subscriptionId && invoice.status === "paid"
      ? await readSubscription(ctx.stripe, subscriptionId)
      : undefined;
  const settled = await settleSubscription(ctx.stripe, read);
  let workspaceId: string | undefined;
  await ctx.once(async (tx) => {
    workspaceId = await applySettled(tx, settled);
    await applyPaidInvoice(tx, { invoice, read: settled.read });
  });
  ctx.afterCommit(() => recheckDuplicates(ctx.stripe, workspaceId));
};
