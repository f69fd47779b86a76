import "server-only";
import { secretMatches } from "@/lib/security/secrets";
import { type VerifiedWebhook, WebhookVerificationError, type WebhookVerifier } from "../types";

/** The header Unipile is configured to send with its webhooks (custom webhook headers). */
export const UNIPILE_SECRET_HEADER = "unipile-auth";

/**
 * Unipile signs nothing: each webhook carries a secret header we chose, compared in constant time
 * (unset on the server: every call is refused, 401). The body is JSON; `identify` names the event's
 * id and type from it (a message's id; none for account-status events, whose handler is idempotent).
 */
export function unipileVerifier<Payload>({
  secret,
  parse,
  identify,
}: {
  secret: string | undefined;
  parse: (body: unknown) => Payload;
  identify: (payload: Payload) => { eventId: string | undefined; type: string };
}): WebhookVerifier<Payload> {
  return ({ raw, headers }): VerifiedWebhook<Payload> => {
    const given = headers.get(UNIPILE_SECRET_HEADER);
    if (!secretMatches(given, secret)) throw new WebhookVerificationError("Invalid webhook secret.", 401);
    let payload: Payload;
    try {
      payload = parse(JSON.parse(raw.toString("utf8")));
    } catch {
      throw new WebhookVerificationError("The request body is not a valid event.");
    }
    return { provider: "unipile", ...identify(payload), payload };
  };
}
