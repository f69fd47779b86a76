import "server-only";
import Stripe from "stripe";
import { type VerifiedWebhook, WebhookVerificationError, type WebhookVerifier } from "../types";

/** Stripe's own check (`Stripe-Signature`, HMAC-SHA256, timestamps older than 300 s refused). */
export function stripeVerifier(secret: string | undefined): WebhookVerifier<Stripe.Event> {
  return ({ raw, headers }): VerifiedWebhook<Stripe.Event> => {
    const signature = headers.get("stripe-signature");
    if (!secret || !signature) throw new WebhookVerificationError("Missing or unverifiable signature.");
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      throw new WebhookVerificationError("Invalid signature.");
    }
    return { provider: "stripe", eventId: event.id, type: event.type, payload: event };
  };
}
