import "server-only";
import type Stripe from "stripe";
import { logger } from "@/lib/logger";
import { grantPackCredits } from "@/lib/credits/grants";
import { refundPackCredits } from "@/lib/credits/refunds";
import { findPurchaseByPaymentIntent } from "../purchase-queries";
import { packOfSession, packPurchase } from "../session-pack";
import { idOf, resolveWorkspaceId } from "../subscription-sync";
import type { StripeEventHandler } from "./types";

/** The pack's Checkout Session, asked of Stripe when the refund arrives before the purchase's own event. */
async function findPackSession(stripe: Stripe | null, paymentIntentId: string) {
  if (!stripe) return undefined;
  const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
  const session = sessions.data[0];
  return session?.mode === "payment" && session.payment_status === "paid" ? session : undefined;
}

/**
 * charge.refunded: since basil a charge names no invoice, so a pack is found through the payment
 * intent its Checkout Session shares. The refunded share of the pack's credits is removed once (the
 * amount refunded is cumulative over partial refunds), never below a zero balance. Refunds of
 * subscription payments change no credits: the plan follows the subscription's own events.
 */
export const chargeRefunded: StripeEventHandler<Stripe.ChargeRefundedEvent> = async (
  event,
  { tx, stripe },
) => {
  const charge = event.data.object;
  const paymentIntentId = idOf(charge.payment_intent);
  const known = paymentIntentId ? await findPurchaseByPaymentIntent({ paymentIntentId }, tx) : undefined;
  const session = !known && paymentIntentId ? await findPackSession(stripe, paymentIntentId) : undefined;
  const paid = session ? await packOfSession(stripe, session) : undefined;
  let purchase = known && { checkoutSessionId: known.checkoutSessionId, workspaceId: known.workspaceId };
  if (!purchase && session && paid) {
    const workspaceId = await resolveWorkspaceId(tx, {
      customerId: idOf(session.customer),
      metadata: session.metadata,
    });
    if (workspaceId) {
      // The purchase's own event has not arrived yet: grant it now (once per session), then refund.
      await grantPackCredits(tx, packPurchase(session, workspaceId, paid));
      purchase = { checkoutSessionId: session.id, workspaceId };
    }
  }
  if (!purchase)
    return logger.info("billing", `refunded charge ${charge.id} is not a credit pack; no credits change`);
  await refundPackCredits(tx, {
    ...purchase,
    amountRefundedCents: charge.amount_refunded,
    amountPaidCents: charge.amount,
  });
};
