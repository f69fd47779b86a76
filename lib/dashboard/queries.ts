import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadLists, leads, projects, scrapeRuns } from "@/db/schema";

export const COUNT_CAP = 1000;

/**
 * Leads and lead lists of the workspace, exact up to COUNT_CAP (a capped count stays fast at a million
 * rows), plus its live projects and its active scrapes (queued or running runs).
 */
export async function getDashboardCounts({ workspaceId }: { workspaceId: string }) {
  const db = await getDb();
  const capped = (table: typeof leads | typeof leadLists) =>
    db.select({ value: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.workspaceId, workspaceId), isNull(table.deletedAt)))
        .limit(COUNT_CAP + 1)
        .as("capped"),
    );
  const [[leadCount], [listCount], [projectCount], [activeScrapes]] = await Promise.all([
    capped(leads),
    capped(leadLists),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(projects)
      .where(and(eq(projects.workspaceId, workspaceId), isNull(projects.deletedAt))),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(scrapeRuns)
      .where(and(eq(scrapeRuns.workspaceId, workspaceId), inArray(scrapeRuns.status, ["queued", "running"]))),
  ]);
  return {
    leads: leadCount?.value ?? 0,
    lists: listCount?.value ?? 0,
    projects: projectCount?.value ?? 0,
    activeScrapes: activeScrapes?.value ?? 0,
  };
}
