import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

export const unsubscribePath = "/unsubscribe";

function secret(): string {
  const value = env().AUTH_SECRET;
  // Fails closed: without the secret no link can be made or believed.
  if (!value) throw new Error("AUTH_SECRET is required to sign unsubscribe links");
  return value;
}

function sign(deliveryId: string): string {
  return createHmac("sha256", secret()).update(`unsubscribe\n${deliveryId}`).digest("base64url");
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
  const expected = Buffer.from(sign(deliveryId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deliveryId : null;
}

export function unsubscribeUrl(deliveryId: string): string {
  return `${env().APP_URL}${unsubscribePath}/${unsubscribeToken(deliveryId)}`;
}

/** The wizard preview's unsubscribe link: the same form as a real one, naming no delivery. */
export function previewUnsubscribeUrl(): string {
  return unsubscribeUrl("00000000-0000-0000-0000-000000000000");
}

/** RFC 8058 one-click headers: a mail client POSTs `List-Unsubscribe=One-Click` to the URL. */
export function listUnsubscribeHeaders(deliveryId: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${env().APP_URL}/api/unsubscribe/${unsubscribeToken(deliveryId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
