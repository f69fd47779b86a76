import { readJson } from "@/lib/api/body";
import { noStore } from "@/lib/api/no-store";
import { json } from "@/lib/api/route-helpers";
import { AppError, errorToResponse } from "@/lib/errors";
import { applyStatusEvent, statusWebhookSchema, WEBHOOK_SECRET_HEADER, webhookSecretMatches } from "@/lib/integrations/status-webhook";

/**
 * POST /api/integrations/webhook: Unipile's account-status webhook. Refused with 401 and no change
 * unless the `Unipile-Auth` header equals UNIPILE_WEBHOOK_SECRET (constant time; unset: always 401).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (!webhookSecretMatches(request.headers.get(WEBHOOK_SECRET_HEADER))) throw new AppError("unauthorized", "Invalid webhook secret.");
    const event = await readJson(request, statusWebhookSchema, { maxBytes: 64 * 1024 });
    return noStore(json({ result: await applyStatusEvent(event) }));
  } catch (error) {
    return noStore(errorToResponse(error));
  }
}
