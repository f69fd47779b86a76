import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { checkLeadEmailsBatch } from "./check-leads";

/**
 * Gives every new or edited email its status before a campaign uses it: batches of 200 leads for up to
 * 45 s a run, every minute. Idempotent: it only reads leads whose primary email is still unchecked.
 */
export const emailCheckJob = defineJob({
  name: "leads-email-check",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 1, expireInSeconds: 120 },
  schedule: "* * * * *",
  async handle() {
    const started = Date.now();
    while (Date.now() - started < 45_000) {
      if ((await checkLeadEmailsBatch()) === 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  },
});
