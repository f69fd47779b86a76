import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/**
 * Our own signed links and tokens (unsubscribe links, download links, integration return links, the
 * two-factor step): one HMAC and one comparison. Each caller keeps its own key and message layout, so
 * a link already sent stays valid.
 */

/** AUTH_SECRET; without it nothing can be signed or believed, so the caller fails closed with `error`. */
export function authSecret(error: () => Error): string {
  const secret = env().AUTH_SECRET;
  if (!secret) throw error();
  return secret;
}

/** HMAC-SHA256 of `message` under `key`, as base64url. */
export function hmacSignature(key: string | Buffer, message: string): string {
  return createHmac("sha256", key).update(message).digest("base64url");
}

/** Whether a presented signature is the expected one, in constant time; an empty one never is. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}
