import "server-only";
import { oneClickUnsubscribeHeaders } from "@/lib/email/one-click-unsubscribe";
import { env } from "@/lib/env";
import { authSecret, hmacSignature, signaturesMatch } from "@/lib/security/signature";

export const unsubscribePath = "/unsubscribe";

function sign(deliveryId: string): string {
  const secret = authSecret(() => new Error("AUTH_SECRET is required to sign unsubscribe links"));
  return hmacSignature(secret, `unsubscribe\n${deliveryId}`);
}

/** `<delivery id>.<signature>`: names one delivery, so it unsubscribes that recipient from its workspace. */
export function unsubscribeToken(deliveryId: string): string {
  return `${deliveryId}.${sign(deliveryId)}`;
}

/** The delivery id the token was signed for, or null for a forged or mangled token. */
export function verifyUnsubscribeToken(token: string): string | null {
  const [deliveryId, signature, extra] = token.split(".");
  if (!deliveryId || !signature || extra !== undefined) return null;
  if (!/^[0-9a-f-]{36}$/.test(deliveryId)) return null;
  return signaturesMatch(sign(deliveryId), signature) ? deliveryId : null;
}

/** The unsubscribe page for a delivery's token (signed once per message by `unsubscribeToken`). */
export function unsubscribeUrl(token: string): string {
  return `${env().APP_URL}${unsubscribePath}/${token}`;
}

/** The wizard preview's unsubscribe link: the same form as a real one, naming no delivery. */
export function previewUnsubscribeUrl(): string {
  return unsubscribeUrl(unsubscribeToken("00000000-0000-0000-0000-000000000000"));
}

export function listUnsubscribeHeaders(token: string): Record<string, string> {
  return oneClickUnsubscribeHeaders(`${env().APP_URL}/api/unsubscribe/${token}`);
}
