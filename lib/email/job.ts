import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { defineJob } from "@/lib/jobs/definition";
import { logger } from "@/lib/logger";
import { emailProvider } from "./providers";
import { PermanentEmailError } from "./providers/types";
import { getEmail, markEmailFailed, markEmailSent, recordEmailAttempt } from "./queries";

/** Delivers one stored email. Idempotent: a sent email is skipped, and the provider gets our id as its key. */
export const emailJob = defineJob({
  name: "email",
  schema: z.object({ emailId: z.uuid() }),
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  async handle({ emailId }) {
    const email = await getEmail({ id: emailId });
    if (!email || email.status !== "queued") return;
    await recordEmailAttempt({ id: emailId });
    const provider = emailProvider();
    try {
      const { providerMessageId } = await provider.send({
        id: email.id,
        from: env().EMAIL_FROM,
        to: email.toAddress,
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
      await markEmailSent({ id: emailId, provider: provider.name, providerMessageId });
    } catch (error) {
      if (error instanceof PermanentEmailError) {
        logger.warn("email", `${emailId} failed permanently: ${error.message}`);
        await markEmailFailed({ id: emailId, error: error.message });
        return;
      }
      throw error;
    }
  },
});
