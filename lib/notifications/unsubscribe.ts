import "server-only";
import { categoryLabels } from "./categories";
import { getNotificationSettings, turnOffCategoryEmail } from "./settings-queries";
import { verifyNotificationUnsubscribeToken } from "./unsubscribe-token";

export const INVALID_NOTIFICATION_UNSUBSCRIBE = "This unsubscribe link is not valid.";

/**
 * What a digest's unsubscribe link names: the category's label and whether its email is already off (the
 * link opened again), or null for a forged token.
 */
export async function unsubscribeLinkState(
  token: string,
): Promise<{ category: string; off: boolean } | null> {
  const target = verifyNotificationUnsubscribeToken(token);
  if (!target) return null;
  const settings = await getNotificationSettings({ userId: target.userId });
  return { category: categoryLabels[target.category].label, off: !settings.emailAlerts[target.category] };
}

/** Turns the token's category email off for its user; false for a forged token or a deleted account. */
export async function unsubscribeCategoryByToken(token: string): Promise<boolean> {
  const target = verifyNotificationUnsubscribeToken(token);
  return target ? turnOffCategoryEmail(target) : false;
}
