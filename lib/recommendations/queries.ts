import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { recommendationRuns } from "@/db/schema";
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
