import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leads, recommendationRuns } from "@/db/schema";
import type { RecommendationSource } from "./types";

export async function recordRecommendationRun(params: {
  workspaceId: string;
  userId: string;
  source: RecommendationSource;
  topPlatform: string | null;
}): Promise<void> {
  const db = await getDb();
  await db.insert(recommendationRuns).values(params);
}

/** Whether the workspace ever ran an analysis (the landing variant of /ai-recommendation shows until then). */
export async function hasRecommendationRuns({ workspaceId }: { workspaceId: string }): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: recommendationRuns.id })
    .from(recommendationRuns)
    .where(eq(recommendationRuns.workspaceId, workspaceId))
    .limit(1);
  return row !== undefined;
}

/** Websites of the workspace's Maps (Google or OpenStreetMap) leads, newest first: sites the Website card can offer. */
export async function listKnownWebsites({ workspaceId, limit }: { workspaceId: string; limit: number }) {
  const db = await getDb();
  const site = sql<string>`${leads.data}->>'website_link'`;
  const rows = await db
    .select({ site })
    .from(leads)
    .where(
      and(
        eq(leads.workspaceId, workspaceId),
        eq(leads.platform, "maps"),
        isNull(leads.deletedAt),
        sql`${site} like 'http%'`,
      ),
    )
    .groupBy(site)
    .orderBy(desc(sql`max(${leads.id})`))
    .limit(limit);
  return rows.map((r) => r.site);
}
