import { mapRecommendation } from "@/lib/scraping/recommendation-mapping";
import { criteriaFor } from "./criteria";
import { planCustomers } from "./customers/plan";
import { scoreDescription } from "./profile";
import { runnableCriteria } from "./runnable";
import { recommendationPlatforms, type Recommendation, type RecommendationPlatform } from "./types";

const MAX_CRITERIA = 12;

/**
 * A model's answer held to the built-in recommender's rules: its search terms pass the same competitor
 * guard and input checks, and an input the scraper needs that the model left out or got wrong (a phrase
 * as an Instagram username, a company-search URL, the business's own type as the Maps search) is filled
 * from the built-in reading of who the customers are.
 */
export function groundRecommendations(
  description: string,
  recommendations: Recommendation[],
): Recommendation[] {
  const { profile } = scoreDescription(description);
  const plan = planCustomers(description, profile);
  return recommendations.map((r) => {
    const criteria = runnableCriteria(r.platform, r.criteria, plan.guard);
    const platform = recommendationPlatforms.find((p) => p === r.platform) as
      RecommendationPlatform | undefined;
    if (platform) {
      const have = parametersOf(r.platform, criteria);
      for (const line of runnableCriteria(platform, criteriaFor(platform, profile, plan), plan.guard)) {
        const fills = Object.keys(parametersOf(r.platform, [line]));
        if (fills.length && fills.every((name) => have[name] === undefined)) {
          criteria.unshift(line);
          Object.assign(have, parametersOf(r.platform, [line]));
        }
      }
    }
    return { ...r, criteria: criteria.slice(0, MAX_CRITERIA) };
  });
}

function parametersOf(platform: string, criteria: string[]): Record<string, string> {
  const mapped = mapRecommendation({ platform, criteria });
  return mapped.ok ? { ...mapped.parameters } : {};
}
