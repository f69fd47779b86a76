import "server-only";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { recommendBuiltIn } from "./built-in";
import { fallbackRecommendations } from "./fallback";
import { groundRecommendations } from "./ground";
import { recommendWithModel, type ModelConfig } from "./providers/openai-compatible";
import type { RecommendationResult } from "./types";

function modelConfig(): ModelConfig | null {
  const e = env();
  if (!e.AI_API_KEY) return null;
  return { apiKey: e.AI_API_KEY, baseURL: e.AI_BASE_URL, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS };
}

/**
 * Recommendations for a business description: the configured model first, the built-in recommender on
 * any failure or timeout (or when no model is configured), the spec's fallback list as the last resort.
 * The log says which path answered; the caller never sees a model error. `context` (the business
 * profile's facts) is read after the description, which wins where they disagree.
 */
export async function getRecommendations(
  description: string,
  options: { config?: ModelConfig | null; context?: string } = {},
): Promise<RecommendationResult> {
  const config = options.config === undefined ? modelConfig() : options.config;
  const context = options.context?.trim() ?? "";
  const withContext = context ? `${description}\n${context}` : description;
  if (config) {
    const started = Date.now();
    try {
      // Grounded in what the workspace told us: the description and its business profile.
      const recommendations = groundRecommendations(
        withContext,
        await recommendWithModel(description, config, context),
      );
      logger.info("recommendations", `answered by model ${config.model} in ${Date.now() - started} ms`);
      return { recommendations, source: "model" };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error);
      logger.warn(
        "recommendations",
        `model ${config.model} failed after ${Date.now() - started} ms (${reason}); answered by built-in`,
      );
    }
  }
  try {
    const { recommendations, profile } = recommendBuiltIn(withContext);
    if (!config) logger.info("recommendations", "answered by built-in (no AI_API_KEY)");
    return { recommendations, profile, source: "built-in" };
  } catch (error) {
    logger.error("recommendations", "built-in recommender failed; answered by the fallback list", error);
    return { recommendations: fallbackRecommendations, source: "fallback" };
  }
}
