import "server-only";
import { enforceRateLimits, type RateLimitRule } from "@/lib/security/rate-limit";

/**
 * Every path that may call the paid model counts here, per workspace: an analysis on
 * /ai-recommendation and each project analysis queued by a create, an edit or a retry. Analyses cost
 * no credits, so these limits are what bounds a workspace's model spend: 20 a minute is far above what
 * a person does, 300 a day far above a day's work.
 */
export const modelCallsPerMinute: RateLimitRule = { name: "model:ws", limit: 20, windowSeconds: 60 };
export const modelCallsPerDay: RateLimitRule = {
  name: "model:ws:day",
  limit: 300,
  windowSeconds: 24 * 60 * 60,
};

/** Counts one analysis for the workspace; past either limit, a 429 AppError that says when to try again. */
export async function enforceModelCallLimit({ workspaceId }: { workspaceId: string }): Promise<void> {
  await enforceRateLimits([
    [modelCallsPerMinute, workspaceId],
    [modelCallsPerDay, workspaceId],
  ]);
}
