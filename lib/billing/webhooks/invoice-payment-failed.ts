import "server-only";
import type Stripe from "stripe";
import { deliverEmail } from "@/lib/email/send";
import { notifyPaymentFailed } from "../notify";
import { idOf, resolveWorkspaceId } from "../subscription-sync";
import type { StripeEventHandler } from "./types";

/**
 * A failed payment grants and removes nothing (the subscription's move to past_due is its own event);
 * the owners hear about it in the app and by email, once per event.
 */
export const invoicePaymentFailed: StripeEventHandler<Stripe.InvoicePaymentFailedEvent> = async (
  event,
  ctx,
) => {
  const invoice = event.data.object;
  const workspaceId = await resolveWorkspaceId(ctx.tx, {
    customerId: idOf(invoice.customer),
    metadata: invoice.parent?.subscription_details?.metadata ?? null,
  });
  if (!workspaceId) return;
  const emailIds = await notifyPaymentFailed(ctx.tx, {
    workspaceId,
    amountCents: invoice.amount_due,
    currency: invoice.currency,
    nextAttempt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
  });
  ctx.afterCommit(async () => {
    for (const id of emailIds) await deliverEmail(id);
  });
};
