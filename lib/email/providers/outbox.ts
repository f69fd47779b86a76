import "server-only";
import { logger } from "@/lib/logger";
import type { EmailProvider } from "./types";

/**
 * Without RESEND_API_KEY: the email stays in the `emails` table (shown at /dev/outbox where enabled)
 * and is printed to the server log, so a developer can follow a verification or reset link.
 */
export const outboxProvider: EmailProvider = {
  name: "outbox",
  async send(email) {
    logger.info("email", `dev outbox: to ${email.to} "${email.subject}"\n${email.text}`);
    return { providerMessageId: null };
  },
};
