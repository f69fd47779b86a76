import { applyStatusEvent, statusWebhookVerifier } from "@/lib/integrations/status-webhook";
import { receiveWebhook } from "@/lib/webhooks/intake";

/** POST /api/integrations/webhook: Unipile's account-status webhook, through the shared intake. */
export async function POST(request: Request): Promise<Response> {
  return receiveWebhook(request, {
    verify: statusWebhookVerifier(),
    handle: applyStatusEvent,
    maxBytes: 64 * 1024,
  });
}
