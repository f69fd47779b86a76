import "server-only";
import Stripe from "stripe";
import { readBodyBytes } from "@/lib/api/body";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { getStripe } from "./stripe";
import { handleStripeEvent } from "./webhooks";

const MAX_BODY_BYTES = 512 * 1024;

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * POST /api/stripe/webhook: the signature is checked on the exact bytes received (never a
 * re-serialisation); no secret, no header or a bad signature is a 400 with nothing changed.
 * A failure while applying is a 500, so Stripe delivers the event again.
 */
export async function receiveStripeWebhook(request: Request): Promise<Response> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  const signature = request.headers.get("stripe-signature");
  if (!secret || !signature)
    return answer(400, { received: false, error: "Missing or unverifiable signature." });
  const raw = await readBodyBytes(request, MAX_BODY_BYTES);
  if (raw === null) return answer(413, { received: false, error: "The request body is too large." });
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    return answer(400, { received: false, error: "Invalid signature." });
  }
  try {
    const outcome = await handleStripeEvent(event, getStripe());
    return answer(200, { received: true, outcome });
  } catch (error) {
    logger.error("billing", `Stripe event ${event.id} (${event.type}) failed; Stripe will retry`, error);
    return answer(500, { received: false, error: "The event could not be applied." });
  }
}
