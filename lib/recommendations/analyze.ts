import "server-only";
import { recordRecommendationRun } from "./queries";
import { enforceModelCallLimit } from "./rate-limit";
import { getRecommendations } from "./recommend";
import type { RecommendationResult } from "./types";

/** One analysis for a signed-in workspace: rate limited, answered, and recorded. */
export async function analyzeBusiness(params: {
  workspaceId: string;
  userId: string;
  businessDescription: string;
}): Promise<RecommendationResult> {
  await enforceModelCallLimit({ workspaceId: params.workspaceId });
  const result = await getRecommendations(params.businessDescription);
  await recordRecommendationRun({
    workspaceId: params.workspaceId,
    userId: params.userId,
    source: result.source,
    topPlatform: result.recommendations.find((r) => r.recommend)?.platform ?? null,
  });
  return result;
}
