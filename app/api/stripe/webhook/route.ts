import { handleStripeEvent } from "@/lib/billing/webhooks";
import { env } from "@/lib/env";
import { receiveWebhook } from "@/lib/webhooks/intake";
import { stripeVerifier } from "@/lib/webhooks/verifiers/stripe";

// The SDK's signature check needs Node's crypto and the raw body.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/stripe/webhook: Stripe's events, checked with its signature and applied once each. */
export async function POST(request: Request): Promise<Response> {
  return receiveWebhook(request, {
    verify: stripeVerifier(env().STRIPE_WEBHOOK_SECRET),
    handle: handleStripeEvent,
  });
}
