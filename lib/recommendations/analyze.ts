import "server-only";
import { recommendationContext } from "@/lib/business-profile/context";
import { getBusinessProfile } from "@/lib/business-profile/queries";
import { recordRecommendationRun } from "./queries";
import { enforceModelCallLimit } from "./rate-limit";
import { getRecommendations } from "./recommend";
import type { RecommendationResult } from "./types";

/** One analysis for a signed-in workspace: rate limited, answered with its business profile as context, and recorded. */
export async function analyzeBusiness(params: {
  workspaceId: string;
  userId: string;
  businessDescription: string;
}): Promise<RecommendationResult> {
  await enforceModelCallLimit({ workspaceId: params.workspaceId });
  const profile = await getBusinessProfile({ workspaceId: params.workspaceId });
  const result = await getRecommendations(params.businessDescription, {
    context: recommendationContext(profile),
  });
  await recordRecommendationRun({
    workspaceId: params.workspaceId,
    userId: params.userId,
    source: result.source,
    topPlatform: result.recommendations.find((r) => r.recommend)?.platform ?? null,
  });
  return result;
}
