import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { creditTransactions, type NewCreditTransaction } from "@/db/schema";

/** The workspace's balance: the sum of its ledger (zero for an empty one). */
export async function getCreditBalance(
  { workspaceId }: { workspaceId: string },
  executor?: Executor,
): Promise<number> {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
    .from(creditTransactions)
    .where(eq(creditTransactions.workspaceId, workspaceId));
  return Number(row?.balance ?? 0);
}

/** Adds a ledger entry once per (workspace, reference); returns whether this call added it. */
export async function addCreditEntry(executor: Executor, entry: NewCreditTransaction): Promise<boolean> {
  const rows = await executor
    .insert(creditTransactions)
    .values(entry)
    .onConflictDoNothing({ target: [creditTransactions.workspaceId, creditTransactions.reference] })
    .returning({ id: creditTransactions.id });
  return rows.length > 0;
}
