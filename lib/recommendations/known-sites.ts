import type { Recommendation } from "./types";

const NEXT_STEP = /^next step:/i;
const MAX_CRITERIA = 12; // the recommendation schema's cap

/**
 * The Website recommendation with sites to read: the websites of Maps results the workspace already has
 * (each a "URL:" line; the scraper opens the first), in place of the instruction to run a Maps search first.
 */
export function withKnownSites(
  recommendations: Recommendation[],
  sites: readonly string[],
): Recommendation[] {
  if (sites.length === 0) return recommendations;
  return recommendations.map((r) => {
    if (r.platform !== "Website" || r.criteria.some((line) => /^url:/i.test(line))) return r;
    return {
      ...r,
      criteria: [
        ...sites.map((site) => `URL: ${site}`),
        ...r.criteria.filter((line) => !NEXT_STEP.test(line)),
      ].slice(0, MAX_CRITERIA),
    };
  });
}
