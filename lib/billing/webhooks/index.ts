import "server-only";
import Stripe from "stripe";
import { logger } from "@/lib/logger";
import type { WebhookHandler } from "@/lib/webhooks/types";
import { getStripe } from "../stripe";
import { chargeRefunded } from "./charge-refunded";
import { checkoutSessionCompleted } from "./checkout-session-completed";
import { customerSubscriptionChanged } from "./customer-subscription-updated";
import { invoicePaid } from "./invoice-paid";
import { invoicePaymentFailed } from "./invoice-payment-failed";
import type { StripeEventHandler } from "./types";

/** The events this app acts on, by exact type; every other type is acknowledged and ignored. */
const handlers: Partial<Record<Stripe.Event.Type, StripeEventHandler<never>>> = {
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

/**
 * Applies one verified Stripe event inside the intake's transaction, which records its id: a
 * redelivered event never reaches this function.
 */
export const handleStripeEvent: WebhookHandler<Stripe.Event> = async ({ payload: event }, ctx) => {
  if (event.api_version && event.api_version !== Stripe.API_VERSION) {
    logger.error(
      "billing",
      `!!! Stripe event ${event.id} (${event.type}) is rendered in API version ${event.api_version}, but this app reads ${Stripe.API_VERSION}. ` +
        "Fields may be missing or moved: recreate the webhook endpoint with the SDK's version (npm run stripe:setup).",
    );
  }
  const handler = handlers[event.type] as StripeEventHandler | undefined;
  if (handler) await handler(event, { ...ctx, stripe: getStripe() });
};
