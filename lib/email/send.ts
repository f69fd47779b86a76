import "server-only";
import { getDb, type Executor } from "@/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { logger } from "@/lib/logger";
import { emailJob } from "./job";
import { insertEmail } from "./queries";
import type { RenderedEmail } from "./templates/layout";

export type EmailToSend = RenderedEmail & {
  to: string;
  template: string;
  workspaceId?: string | null;
  headers?: Record<string, string>;
};

/**
 * Stores an email with the caller's transaction (so it exists exactly when the caller's change does).
 * Call `deliverEmail` with the returned id once that transaction has committed.
 */
export async function storeEmail(executor: Executor, email: EmailToSend): Promise<string> {
  return insertEmail(executor, {
    toAddress: email.to.trim().toLowerCase(),
    subject: email.subject,
    html: email.html,
    text: email.text,
    template: email.template,
    workspaceId: email.workspaceId ?? null,
    headers: email.headers ?? null,
  });
}

/** Queues delivery of a stored email; one job per email id. */
export async function deliverEmail(emailId: string): Promise<void> {
  try {
    // The email id is the job id: asking twice queues one job.
    await enqueue(emailJob, { emailId }, { id: emailId });
  } catch (error) {
    // The row stays `queued`; the failure is logged so an operator can re-queue it.
    logger.error("email", `could not queue email ${emailId}`, error);
  }
}

export async function sendEmail(email: EmailToSend): Promise<string> {
  const id = await storeEmail(await getDb(), email);
  await deliverEmail(id);
  return id;
}
