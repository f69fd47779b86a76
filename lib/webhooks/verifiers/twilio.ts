import "server-only";
import { createHash, createHmac } from "node:crypto";
import { secretMatches } from "@/lib/security/secrets";
import { type VerifiedWebhook, WebhookVerificationError, type WebhookVerifier } from "../types";

export type TwilioParams = Record<string, string>;

/** Twilio's signature: base64 HMAC-SHA1, keyed with the auth token, over the URL then each POST parameter sorted by name. */
export function twilioSignature(authToken: string, url: string, params: TwilioParams): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/**
 * `X-Twilio-Signature` checked against the URL Twilio called (`publicUrl`: the app's public origin, not
 * the Host header a proxy rewrote). Form posts sign their parameters; a JSON post signs the URL, whose
 * `bodySHA256` must match the body. The id is Twilio's `I-Twilio-Idempotency-Token` (kept across its
 * retries), else the message sid with its status.
 */
export function twilioVerifier({
  authToken,
  publicUrl,
}: {
  authToken: string | undefined;
  publicUrl: (requestUrl: string) => string;
}): WebhookVerifier<TwilioParams> {
  return ({ raw, headers, url }): VerifiedWebhook<TwilioParams> => {
    const signature = headers.get("x-twilio-signature");
    if (!authToken || !signature) throw new WebhookVerificationError("Missing or unverifiable signature.");
    const signedUrl = publicUrl(url);
    const body = raw.toString("utf8");
    const bodyHash = new URL(signedUrl).searchParams.get("bodySHA256");
    let params: TwilioParams;
    if (bodyHash !== null) {
      if (!secretMatches(createHash("sha256").update(raw).digest("hex"), bodyHash))
        throw new WebhookVerificationError("Invalid signature.");
      params = {};
    } else {
      params = Object.fromEntries(new URLSearchParams(body));
    }
    if (!secretMatches(signature, twilioSignature(authToken, signedUrl, params)))
      throw new WebhookVerificationError("Invalid signature.");
    const sid = params.MessageSid ?? params.SmsSid ?? params.CallSid;
    const status = params.MessageStatus ?? params.SmsStatus ?? params.CallStatus ?? "received";
    const eventId = headers.get("i-twilio-idempotency-token") ?? (sid ? `${sid}:${status}` : undefined);
    return { provider: "twilio", eventId, type: status, payload: params };
  };
}
