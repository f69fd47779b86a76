import "server-only";
import Stripe from "stripe";
import { getDb, type Transaction } from "@/db";
import { logger } from "@/lib/logger";
import { claimStripeEvent } from "../queries";
import { chargeRefunded } from "./charge-refunded";
import { checkoutSessionCompleted } from "./checkout-session-completed";
import { customerSubscriptionChanged } from "./customer-subscription-updated";
import { invoicePaid } from "./invoice-paid";
import { invoicePaymentFailed } from "./invoice-payment-failed";
import type { WebhookContext, WebhookHandler } from "./types";

/** The events this app acts on, by exact type; every other type is acknowledged and ignored. */
const handlers: Partial<Record<Stripe.Event.Type, WebhookHandler<never>>> = {
  "checkout.session.completed": checkoutSessionCompleted,
  "checkout.session.async_payment_succeeded": checkoutSessionCompleted,
  "customer.subscription.created": customerSubscriptionChanged,
  "customer.subscription.updated": customerSubscriptionChanged,
  "customer.subscription.deleted": customerSubscriptionChanged,
  "invoice.paid": invoicePaid,
  "invoice.payment_succeeded": invoicePaid,
  "invoice.payment_failed": invoicePaymentFailed,
  "charge.refunded": chargeRefunded,
};

export type EventOutcome = "applied" | "duplicate" | "ignored";

/** Applies one verified event at most once (its id is stored in the same transaction as its effect). */
export async function handleStripeEvent(event: Stripe.Event, stripe: Stripe | null): Promise<EventOutcome> {
  if (event.api_version && event.api_version !== Stripe.API_VERSION) {
    logger.error(
      "billing",
      `!!! Stripe event ${event.id} (${event.type}) is rendered in API version ${event.api_version}, but this app reads ${Stripe.API_VERSION}. ` +
        "Fields may be missing or moved: recreate the webhook endpoint with the SDK's version (npm run stripe:setup).",
    );
  }
  const handler = handlers[event.type] as WebhookHandler | undefined;
  if (!handler) return "ignored";
  const db = await getDb();
  let ran: boolean | undefined;
  const after: Array<() => Promise<void>> = [];
  const ctx: WebhookContext = {
    stripe,
    async once(effect: (tx: Transaction) => Promise<void>) {
      ran = await db.transaction(async (tx) => {
        const fresh = await claimStripeEvent(tx, {
          id: event.id,
          type: event.type,
          apiVersion: event.api_version ?? null,
        });
        if (!fresh) return false;
        await effect(tx);
        return true;
      });
      return ran;
    },
    afterCommit(task) {
      after.push(task);
    },
  };
  await handler(event, ctx);
  if (ran === undefined) await ctx.once(async () => {});
  if (ran) for (const task of after) await task();
  return ran ? "applied" : "duplicate";
}
