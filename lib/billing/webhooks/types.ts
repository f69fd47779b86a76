import type Stripe from "stripe";
import type { WebhookHandlerContext } from "@/lib/webhooks/types";

/**
 * The intake's context (the transaction that records the event id, and work after its commit) with the
 * Stripe client for reads. The handler runs inside that transaction: every database read and write goes
 * through `tx`, never the shared connection.
 */
export type StripeEventContext = WebhookHandlerContext & { stripe: Stripe | null };

export type StripeEventHandler<E extends Stripe.Event = Stripe.Event> = (
  event: E,
  ctx: StripeEventContext,
) => Promise<void>;
