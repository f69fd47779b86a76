"use server";

import { authedAction } from "@/lib/server/action";
import { saveNotificationSettings } from "@/lib/notifications/settings-queries";
import { notificationSettingsSchema } from "@/lib/notifications/validations";

/** Stores the signed-in user's own settings; no user id is taken from the request. */
export const saveNotificationSettingsAction = authedAction(
  notificationSettingsSchema,
  async (settings, session) => {
    await saveNotificationSettings({ userId: session.user.id, settings });
    return { status: "success", message: "Notification settings saved." };
  },
);
