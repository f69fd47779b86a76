import { handleResendEvent } from "@/lib/campaigns/webhooks/resend-event";
import { env } from "@/lib/env";
import { receiveWebhook } from "@/lib/webhooks/intake";
import { resendVerifier } from "@/lib/webhooks/verifiers/resend";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/webhooks/resend: Resend's signed delivery events (opens, clicks, bounces, complaints). */
export async function POST(request: Request): Promise<Response> {
  const { RESEND_WEBHOOK_SECRET, RESEND_API_KEY } = env();
  return receiveWebhook(request, {
    verify: resendVerifier({ webhookSecret: RESEND_WEBHOOK_SECRET, apiKey: RESEND_API_KEY }),
    handle: handleResendEvent,
  });
}
