import "server-only";
import { Resend, type WebhookEventPayload } from "resend";
import { type VerifiedWebhook, WebhookVerificationError, type WebhookVerifier } from "../types";

/**
 * Resend delivers through Svix: `svix-id`, `svix-timestamp` and `svix-signature` over the exact body,
 * checked by the SDK (signature, any of several during a rotation, and a 5-minute timestamp window).
 * The body has no event id; `svix-id` is the id, the same on every redelivery.
 */
export function resendVerifier({
  webhookSecret,
  apiKey,
}: {
  webhookSecret: string | undefined;
  apiKey: string | undefined;
}): WebhookVerifier<WebhookEventPayload> {
  return ({ raw, headers }): VerifiedWebhook<WebhookEventPayload> => {
    const id = headers.get("svix-id");
    const timestamp = headers.get("svix-timestamp");
    const signature = headers.get("svix-signature");
    if (!webhookSecret || !id || !timestamp || !signature)
      throw new WebhookVerificationError("Missing or unverifiable signature.");
    let payload: WebhookEventPayload;
    try {
      // Verifying needs only the signing secret; the SDK's constructor wants a key (the dev outbox has none).
      payload = new Resend(apiKey ?? "re_verify_only").webhooks.verify({
        payload: raw.toString("utf8"),
        headers: { id, timestamp, signature },
        webhookSecret,
      });
    } catch {
      throw new WebhookVerificationError("Invalid signature.");
    }
    return { provider: "resend", eventId: id, type: payload.type, payload };
  };
}
