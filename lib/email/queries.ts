import "server-only";
import { desc, eq } from "drizzle-orm";
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
