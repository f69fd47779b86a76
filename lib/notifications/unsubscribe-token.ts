import "server-only";
import { notificationCategories, type NotificationCategory } from "@/db/schema";
import { oneClickUnsubscribeHeaders } from "@/lib/email/one-click-unsubscribe";
import { env } from "@/lib/env";
import { authSecret, hmacSignature, signaturesMatch } from "@/lib/security/signature";

export const emailPreferencesPath = "/email-preferences";

function sign(userId: string, category: string): string {
  const secret = authSecret(
    () => new Error("AUTH_SECRET is required to sign notification unsubscribe links"),
  );
  return hmacSignature(secret, `notification-unsubscribe\n${userId}\n${category}`);
}

/** `<user id>.<category>.<signature>`: turns that user's email for that category off, signed out. */
export function notificationUnsubscribeToken(userId: string, category: NotificationCategory): string {
  return `${userId}.${category}.${sign(userId, category)}`;
}

export function verifyNotificationUnsubscribeToken(
  token: string,
): { userId: string; category: NotificationCategory } | null {
  const [userId, category, signature, extra] = token.split(".");
  if (!userId || !category || !signature || extra !== undefined) return null;
  if (!/^[0-9a-f-]{36}$/.test(userId)) return null;
  const known = notificationCategories.find((c) => c === category);
  if (!known) return null;
  return signaturesMatch(sign(userId, known), signature) ? { userId, category: known } : null;
}

export function notificationUnsubscribeUrl(userId: string, category: NotificationCategory): string {
  return `${env().APP_URL}${emailPreferencesPath}/${notificationUnsubscribeToken(userId, category)}`;
}

/** The digest's one-click headers: a mail client's POST turns that category's email off. */
export function notificationListUnsubscribeHeaders(
  userId: string,
  category: NotificationCategory,
): Record<string, string> {
  const token = notificationUnsubscribeToken(userId, category);
  return oneClickUnsubscribeHeaders(`${env().APP_URL}/api/notifications/unsubscribe/${token}`);
}
