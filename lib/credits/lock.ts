import "server-only";
import { sql } from "drizzle-orm";
import type { Transaction } from "@/db";

/**
 * Serialises every balance-changing write of one workspace: the balance is a sum over the ledger, so
 * two debits that both read it first could both see enough. Call at the start of the transaction
 * that reads the balance and then writes; the lock ends with the transaction.
 */
export async function lockWorkspaceCredits(tx: Transaction, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credits:${workspaceId}`}, 0))`);
}
