import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { sweepRows } from "@/lib/jobs/row-sweep";
import { emailRows } from "./job";

/**
 * Hands back emails nobody is delivering: one whose job was never queued (the process died between
 * commit and enqueue) and one whose worker died mid-delivery. Fails one that used all its attempts.
 */
export const emailSweepJob = defineJob({
  name: "email-sweep",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 1, expireInSeconds: 60 },
  schedule: "*/5 * * * *",
  async handle() {
    await sweepRows(emailRows, {
      graceSeconds: 120,
      abandonedError: "the delivery was interrupted too many times",
    });
  },
});
