import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { scrapeRuns } from "@/db/schema";

/**
 * LinkedIn profiles this workspace's connected account fetched in the last 24 hours (the saved leads
 * of its LinkedIn runs, the current one included): the daily ceiling is measured against it.
 */
export async function linkedinProfilesLast24h({ workspaceId }: { workspaceId: string }): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${scrapeRuns.savedCount}), 0)` })
    .from(scrapeRuns)
    .where(
      and(
        eq(scrapeRuns.workspaceId, workspaceId),
        eq(scrapeRuns.platform, "linkedin"),
        gt(scrapeRuns.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return Number(row?.total ?? 0);
}
