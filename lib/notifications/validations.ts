import { z } from "zod";
import { notificationCategories } from "@/db/schema";

const channels = z.object(
  Object.fromEntries(notificationCategories.map((c) => [c, z.boolean()])) as Record<
    (typeof notificationCategories)[number],
    z.ZodBoolean
  >,
);

/** The spec's notification settings: emailAlerts and inAppAlerts, each keyed by the five categories. */
export const notificationSettingsSchema = z.object({ emailAlerts: channels, inAppAlerts: channels });
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;
