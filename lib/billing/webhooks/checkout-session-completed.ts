import "server-only";
import type Stripe from "stripe";
import { logger } from "@/lib/logger";
import { grantPackCredits } from "@/lib/credits/grants";
import { packOfSession, packPurchase } from "../session-pack";
import { applySettled, recheckDuplicates, settleSubscription } from "../duplicate-subscriptions";
import { idOf, readSubscription, resolveWorkspaceId } from "../subscription-sync";
import type { StripeEventHandler } from "./types";

type SessionEvent = Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent;

/**
 * A finished Checkout. A pack (known by its price) is granted once per session, and only when paid (a
 * delayed payment method finishes with async_payment_succeeded, which lands here too). A
 * subscription's credits belong to invoice.paid; here the subscription's state is synced from Stripe.
 */
export const checkoutSessionCompleted: StripeEventHandler<SessionEvent> = async (event, ctx) => {
  const { tx, stripe } = ctx;
  const session = event.data.object;
  const customerId = idOf(session.customer);
  if (session.mode === "payment") {
    const paid = session.payment_status === "paid" ? await packOfSession(stripe, session) : undefined;
    if (!paid) return;
    const workspaceId = await resolveWorkspaceId(tx, { customerId, metadata: session.metadata });
    if (!workspaceId)
      return logger.warn("billing", `checkout session ${session.id} names no known workspace`);
    await grantPackCredits(tx, packPurchase(session, workspaceId, paid));
    return;
  }
  const subscriptionId = idOf(session.subscription);
  const read = subscriptionId ? await readSubscription(stripe, subscriptionId) : undefined;
  const settled = await settleSubscription(stripe, read, tx);
  await resolveWorkspaceId(tx, { customerId, metadata: session.metadata });
  const workspaceId = await applySettled(tx, settled);
  ctx.afterCommit(() => recheckDuplicates(stripe, workspaceId));
};
