import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { notificationCategories, notificationSettings, users, type NotificationCategory } from "@/db/schema";
import type { NotificationSettingsInput } from "./validations";

/** The user's settings in the spec's shape; a category without a row is on for both channels. */
export async function getNotificationSettings({
  userId,
}: {
  userId: string;
}): Promise<NotificationSettingsInput> {
  const db = await getDb();
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const byCategory = new Map(rows.map((r) => [r.category, r]));
  const pick = (channel: "email" | "inApp") =>
    Object.fromEntries(
      notificationCategories.map((c) => [c, byCategory.get(c)?.[channel] ?? true]),
    ) as Record<NotificationCategory, boolean>;
  return { emailAlerts: pick("email"), inAppAlerts: pick("inApp") };
}

/** Stores the signed-in user's settings (the user id comes from the session only). */
export async function saveNotificationSettings({
  userId,
  settings,
}: {
  userId: string;
  settings: NotificationSettingsInput;
}): Promise<void> {
  const db = await getDb();
  await db
    .insert(notificationSettings)
    .values(
      notificationCategories.map((category) => ({
        userId,
        category,
        email: settings.emailAlerts[category],
        inApp: settings.inAppAlerts[category],
      })),
    )
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.category],
      set: { email: sql`excluded.email`, inApp: sql`excluded.in_app`, updatedAt: sql`now()` },
    });
}

/** The unsubscribe link's effect: that user's email for that category off (signed out, by token). */
export async function turnOffCategoryEmail({
  userId,
  category,
}: {
  userId: string;
  category: NotificationCategory;
}): Promise<boolean> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  await db
    .insert(notificationSettings)
    .values({ userId, category, email: false })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.category],
      set: { email: false, updatedAt: sql`now()` },
    });
  return true;
}
