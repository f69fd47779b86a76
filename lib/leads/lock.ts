import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db";

/** Serialises writers that check-then-insert a workspace's leads (imports, sample data) until the transaction ends. */
export async function lockWorkspaceLeads(tx: Executor, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`leads:${workspaceId}`}, 0))`);
}
