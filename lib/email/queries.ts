import "server-only";
import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { emails, type NewEmail } from "@/db/schema";

export async function insertEmail(executor: Executor, email: NewEmail): Promise<string> {
  const [row] = await executor.insert(emails).values(email).returning({ id: emails.id });
  if (!row) throw new Error("email insert returned no row");
  return row.id;
}

export async function getEmail({ id }: { id: string }) {
  const db = await getDb();
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row;
}

export async function recordEmailAttempt({ id }: { id: string }) {
  const db = await getDb();
  await db
    .update(emails)
    .set({ attempts: sql`${emails.attempts} + 1` })
    .where(eq(emails.id, id));
}

export async function markEmailSent(params: { id: string; provider: string; providerMessageId: string | null }) {
  const db = await getDb();
  await db
    .update(emails)
    .set({ status: "sent", provider: params.provider, providerMessageId: params.providerMessageId, sentAt: new Date(), error: null })
    .where(and(eq(emails.id, params.id), eq(emails.status, "queued")));
}

export async function markEmailFailed({ id, error }: { id: string; error: string }) {
  const db = await getDb();
  await db.update(emails).set({ status: "failed", error }).where(eq(emails.id, id));
}

/** The dev outbox: newest first, optionally for one address. */
export async function listOutbox({ to, limit = 50 }: { to?: string; limit?: number }) {
  const db = await getDb();
  return db
    .select()
    .from(emails)
    .where(to ? eq(emails.toAddress, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emails.createdAt))
    .limit(limit);
}

export async function listStaleQueuedEmails({ olderThanSeconds, limit = 500 }: { olderThanSeconds: number; limit?: number }) {
  const db = await getDb();
  return db
    .select({ id: emails.id })
    .from(emails)
    .where(and(eq(emails.status, "queued"), lt(emails.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)))
    .orderBy(asc(emails.createdAt))
    .limit(limit);
}
