import "server-only";
import type Stripe from "stripe";
import { applySubscription, readSubscription } from "../subscription-sync";
import type { WebhookHandler } from "./types";

type SubscriptionEvent =
  | Stripe.CustomerSubscriptionCreatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionDeletedEvent;

/**
 * customer.subscription.created, .updated and .deleted: they arrive in any order (Checkout's
 * `created` says incomplete and may come after the `updated` that says active), so the state is
 * re-read from Stripe and an older read never overwrites a newer one or revives a canceled one.
 */
export const customerSubscriptionChanged: WebhookHandler<SubscriptionEvent> = async (event, ctx) => {
  const snapshot = event.data.object;
  const read = await readSubscription(ctx.stripe, snapshot.id, {
    subscription: snapshot,
    createdSeconds: event.created,
  });
  await ctx.once(async (tx) => {
    if (read) await applySubscription(tx, read);
  });
};
