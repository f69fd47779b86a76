import "server-only";
import { z } from "zod";
import { notificationCategories } from "@/db/schema";
import { defineJob } from "@/lib/jobs/definition";
import { sendDigest, sendDueDigests } from "./digest";

/**
 * Email digests: queued by `notify` for one user and category (sent at once when its window is open),
 * and every minute with no data to send every digest that became due. Idempotent: the window is claimed.
 */
export const notificationDigestJob = defineJob({
  name: "notification-digest",
  schema: z.object({
    userId: z.uuid().optional(),
    category: z.enum(notificationCategories).optional(),
  }),
  options: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  schedule: "* * * * *",
  async handle({ userId, category }) {
    if (userId && category) await sendDigest(userId, category);
    else await sendDueDigests();
  },
});
