import "server-only";
import { isTransactionConflict } from "@/lib/errors";
import { getDb, type Transaction } from "@/db";

const ATTEMPTS = 3;

/**
 * Runs `work` in a transaction, and again (up to three times in all) when PostgreSQL ends it to break
 * a deadlock or a serialization conflict with a concurrent writer: nothing of the ended try was kept,
 * so `work` must only touch the database, or be safe to repeat.
 */
export async function transactionRetryingConflicts<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const db = await getDb();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isTransactionConflict(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
