import "server-only";
import type Stripe from "stripe";
import { logger } from "@/lib/logger";
import { grantPackCredits } from "../credits";
import { findPack } from "../plans";
import { applySubscription, idOf, readSubscription, resolveWorkspaceId } from "../subscription-sync";
import type { WebhookHandler } from "./types";

type SessionEvent = Stripe.CheckoutSessionCompletedEvent | Stripe.CheckoutSessionAsyncPaymentSucceededEvent;

/**
 * A finished Checkout. A pack is granted once per session, and only when paid (a delayed payment
 * method finishes with async_payment_succeeded, which lands here too). A subscription's credits
 * belong to invoice.paid; here the subscription's state is synced from Stripe.
 */
export const checkoutSessionCompleted: WebhookHandler<SessionEvent> = async (event, ctx) => {
  const session = event.data.object;
  const customerId = idOf(session.customer);
  if (session.mode === "payment") {
    const pack = findPack(session.metadata?.pack);
    if (!pack || session.payment_status !== "paid") {
      await ctx.once(async () => {});
      return;
    }
    await ctx.once(async (tx) => {
      const workspaceId = await resolveWorkspaceId(tx, { customerId, metadata: session.metadata });
      if (!workspaceId) return logger.warn("billing", `checkout session ${session.id} names no known workspace`);
      await grantPackCredits(tx, {
        checkoutSessionId: session.id,
        workspaceId,
        pack: pack.code,
        credits: pack.credits,
        paymentIntentId: idOf(session.payment_intent) ?? null,
        amountCents: session.amount_total ?? 0,
      });
    });
    return;
  }
  const subscriptionId = idOf(session.subscription);
  const read = subscriptionId ? await readSubscription(ctx.stripe, subscriptionId) : undefined;
  await ctx.once(async (tx) => {
    await resolveWorkspaceId(tx, { customerId, metadata: session.metadata });
    if (read) await applySubscription(tx, read);
  });
};
