import "server-only";
import { categoryLabels } from "./categories";
import { turnOffCategoryEmail } from "./settings-queries";
import { verifyNotificationUnsubscribeToken } from "./unsubscribe-token";

export const INVALID_NOTIFICATION_UNSUBSCRIBE = "This unsubscribe link is not valid.";

/** What a digest's unsubscribe link names: the category's label, or null for a forged token. */
export function categoryForToken(token: string): string | null {
  const target = verifyNotificationUnsubscribeToken(token);
  return target ? categoryLabels[target.category].label : null;
}

/** Turns the token's category email off for its user; false for a forged token or a deleted account. */
export async function unsubscribeCategoryByToken(token: string): Promise<boolean> {
  const target = verifyNotificationUnsubscribeToken(token);
  return target ? turnOffCategoryEmail(target) : false;
}
