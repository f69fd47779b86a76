import { receiveStripeWebhook } from "@/lib/billing/webhook-request";

// The SDK's signature check needs Node's crypto and the raw body.
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return receiveStripeWebhook(request);
}
