import "server-only";
import { enforceRateLimits, type RateLimitRule } from "@/lib/security/rate-limit";

/** Each analysis may call a paid model: 20 a minute per workspace is far above what a person types. */
export const recommendationsPerWorkspace: RateLimitRule = {
  name: "recommend:ws",
  limit: 20,
  windowSeconds: 60,
};

export async function enforceRecommendationLimit({ workspaceId }: { workspaceId: string }): Promise<void> {
  await enforceRateLimits([[recommendationsPerWorkspace, workspaceId]]);
}
