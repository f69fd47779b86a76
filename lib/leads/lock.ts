import "server-only";
import type { RawQuery } from "@/db/raw";

/** Serialises writers that check-then-insert a workspace's leads (imports, sample data) until the transaction ends. */
export async function lockWorkspaceLeads(query: RawQuery, workspaceId: string): Promise<void> {
  await query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`leads:${workspaceId}`]);
}
