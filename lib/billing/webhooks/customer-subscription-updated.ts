import "server-only";
import type Stripe from "stripe";
import { applySettled, recheckDuplicates, settleSubscription } from "../duplicate-subscriptions";
import { readSubscription } from "../subscription-sync";
import type { WebhookHandler } from "./types";

type SubscriptionEvent =
  | Stripe.CustomerSubscriptionCreatedEvent
  | Stripe.CustomerSubscriptionUpdatedEvent
  | Stripe.CustomerSubscriptionDeletedEvent;

/**
 * customer.subscription.created, .updated and .deleted: they arrive in any order (Checkout's
 * `created` says incomplete and may come after the `updated` that says active), so the state is
 * re-read from Stripe and an older read never overwrites a newer one or revives a canceled one. A
 * second paying subscription of the workspace is cancelled and refunded here.
 */
export const customerSubscriptionChanged: WebhookHandler<SubscriptionEvent> = async (event, ctx) => {
  const snapshot = event.data.object;
  const read = await readSubscription(ctx.stripe, snapshot.id, {
    subscription: snapshot,
    createdSeconds: event.created,
  });
  const settled = await settleSubscription(ctx.stripe, read);
  let workspaceId: string | undefined;
  await ctx.once(async (tx) => {
    workspaceId = await applySettled(tx, settled);
  });
  ctx.afterCommit(() => recheckDuplicates(ctx.stripe, workspaceId));
};
