import "server-only";
import { recommendationContext } from "@/lib/business-profile/context";
import { getBusinessProfile } from "@/lib/business-profile/queries";
import { withKnownSites } from "./known-sites";
import { listKnownWebsites, recordRecommendationRun } from "./queries";
import { enforceModelCallLimit } from "./rate-limit";
import { getRecommendations } from "./recommend";
import type { RecommendationResult } from "./types";

/** How many of the workspace's own sites a Website recommendation lists. */
const KNOWN_SITES = 5;

/** One analysis for a signed-in workspace: rate limited, answered with its business profile as context, and recorded. */
export async function analyzeBusiness(params: {
  workspaceId: string;
  userId: string;
  businessDescription: string;
}): Promise<RecommendationResult> {
  await enforceModelCallLimit({ workspaceId: params.workspaceId });
  const [profile, sites] = await Promise.all([
    getBusinessProfile({ workspaceId: params.workspaceId }),
    listKnownWebsites({ workspaceId: params.workspaceId, limit: KNOWN_SITES }),
  ]);
  const answer = await getRecommendations(params.businessDescription, {
    context: recommendationContext(profile),
  });
  const result = { ...answer, recommendations: withKnownSites(answer.recommendations, sites) };
  await recordRecommendationRun({
    workspaceId: params.workspaceId,
    userId: params.userId,
    source: result.source,
    topPlatform: result.recommendations.find((r) => r.recommend)?.platform ?? null,
  });
  return result;
}
