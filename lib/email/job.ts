import "server-only";
import { z } from "zod";
import { emails } from "@/db/schema";
import { env } from "@/lib/env";
import { defineJob } from "@/lib/jobs/definition";
import { enqueue } from "@/lib/jobs/enqueue";
import { failRow, finishRow, type RowJobTable } from "@/lib/jobs/row-job";
import { runRowJob } from "@/lib/jobs/run-row-job";
import { logger } from "@/lib/logger";
import { PermanentError } from "@/lib/providers/errors";
import { emailProvider } from "./providers";
import { getEmail } from "./queries";

const RETRY_LIMIT = 5;

/** The `emails` table as row-driven work: one row, one delivery, one job at a time. */
export const emailRows: RowJobTable<typeof emails> = {
  name: "email",
  table: emails,
  columns: {
    id: emails.id,
    status: emails.status,
    attempts: emails.attempts,
    claimedBy: emails.claimedBy,
    heartbeatAt: emails.heartbeatAt,
    createdAt: emails.createdAt,
    error: emails.error,
  },
  statuses: { open: ["queued"], done: "sent", failed: "failed" },
  // The job's expiry: a claim older than that belongs to an attempt pg-boss already gave up on.
  leaseSeconds: 120,
  maxAttempts: RETRY_LIMIT + 1,
  enqueue: async (row, jobId) => void (await enqueue(emailJob, { emailId: row.id }, { id: jobId })),
};

/** Delivers one stored email. The row is the job: claimed once per attempt, sent with our id as the provider's key. */
export const emailJob = defineJob({
  name: "email",
  schema: z.object({ emailId: z.uuid() }),
  options: { retryLimit: RETRY_LIMIT, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  async handle({ emailId }, context) {
    const retry = { ...context, retryLimit: RETRY_LIMIT, lastError: "delivery kept failing" };
    await runRowJob(emailRows, { id: emailId }, retry, async (claim) => {
      const email = await getEmail({ id: emailId });
      if (!email) return;
      const provider = emailProvider();
      try {
        const { providerMessageId } = await provider.send({
          id: email.id,
          from: env().EMAIL_FROM,
          to: email.toAddress,
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: email.headers ?? undefined,
        });
        await finishRow(emailRows, claim, { provider: provider.name, providerMessageId, sentAt: new Date() });
      } catch (error) {
        if (!(error instanceof PermanentError)) throw error;
        logger.warn("email", `${emailId} failed permanently: ${error.message}`);
        await failRow(emailRows, claim, error.message);
      }
    });
  },
});
