import { criteriaFor } from "./criteria";
import { planCustomers, type CustomerPlan } from "./customers/plan";
import { scoreDescription, type Evidence } from "./profile";
import { runnableCriteria } from "./runnable";
import type { SourceKey } from "./signals";
import type { BusinessProfile, Recommendation, RecommendationPlatform } from "./types";

type SourceInfo = {
  platform: RecommendationPlatform;
  icon: string;
  category: string;
  describe(p: BusinessProfile, plan: CustomerPlan): string;
};

const list = (terms: string[]) => terms.slice(0, 3).join(", ");

const sources: Record<SourceKey, SourceInfo> = {
  maps: {
    platform: "Google Maps",
    icon: "📍",
    category: "Local Search",
    describe: (p, plan) =>
      `Find your customers' premises: ${list(plan.places)}${p.location ? ` in ${p.location}` : " near you (add your location)"}, with addresses, phone numbers, websites and opening hours.`,
  },
  linkedin: {
    platform: "LinkedIn",
    icon: "💼",
    category: "Professional Network",
    describe: (_p, plan) =>
      `Reach the people who buy from you (${list(plan.roles)}) through a LinkedIn people search.`,
  },
  instagram: {
    platform: "Instagram",
    icon: "📸",
    category: "Social Media",
    describe: (_p, plan) =>
      plan.hashtags.length
        ? `Find your customers by the hashtags they use: ${list(plan.hashtags.map((h) => `#${h}`))}.`
        : "Find your customers by the accounts and hashtags they follow.",
  },
  web: {
    platform: "Website",
    icon: "🌐",
    category: "Web Scraping",
    describe: (_p, plan) =>
      `Extract emails, phone numbers and social links from your customers' own websites (${list(plan.sites)}).`,
  },
};

/** Ties go to the spec's fallback order: Google Maps first, then LinkedIn, Instagram, Website. */
const order: SourceKey[] = ["maps", "linkedin", "instagram", "web"];

/**
 * The built-in recommender: offline, deterministic and explainable. Every platform is scored from the
 * phrases of the description (see signals.ts); the best is marked recommend and every card carries the
 * one-line reason that produced its rank.
 */
export function recommendBuiltIn(description: string): {
  recommendations: Recommendation[];
  profile: BusinessProfile;
} {
  const { scores, evidence, profile } = scoreDescription(description);
  const plan = planCustomers(description, profile);
  const ranked = [...order].sort((a, b) => scores[b] - scores[a] || order.indexOf(a) - order.indexOf(b));
  const recommendations = ranked.map((key, rank) => {
    const info = sources[key];
    return {
      id: `builtin-${key}`,
      platform: info.platform,
      icon: info.icon,
      category: info.category,
      description: info.describe(profile, plan),
      criteria: runnableCriteria(info.platform, criteriaFor(info.platform, profile, plan), plan.guard),
      recommend: rank === 0,
      reason: reasonFor(key, rank, profile, evidence),
    };
  });
  return { recommendations, profile };
}

function reasonFor(key: SourceKey, rank: number, profile: BusinessProfile, evidence: Evidence[]): string {
  const own = evidence
    .filter((e) => e.signal.source === key)
    .sort((a, b) => b.signal.weight - a.signal.weight);
  const tags = [...new Set(own.map((e) => e.signal.tag))].slice(0, 2);
  const platform = sources[key].platform;
  if (rank === 0) {
    const parts = [profile.audience, profile.reach, ...tags];
    if (profile.location && key === "maps") parts.push(profile.location);
    if (!own.length) parts.push("no strong signal, so local search first");
    return `${parts.join(", ")} → ${platform}`;
  }
  if (!own.length) return `No sign of it in the description → ${platform} as an alternative`;
  return `${tags.join(", ")} (${own
    .slice(0, 3)
    .map((e) => `"${e.text}"`)
    .join(", ")}) → ${platform}`;
}
