import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { listStaleQueuedEmails } from "./queries";
import { deliverEmail } from "./send";

/**
 * Re-queues emails whose delivery job was never queued (the process died between commit and enqueue).
 * The email id is the job id, so an email whose job exists is not queued twice.
 */
export const emailSweepJob = defineJob({
  name: "email-sweep",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 1, expireInSeconds: 60 },
  schedule: "*/5 * * * *",
  async handle() {
    for (const { id } of await listStaleQueuedEmails({ olderThanSeconds: 120 })) await deliverEmail(id);
  },
});
