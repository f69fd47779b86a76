import { criteriaFor } from "./criteria";
import { scoreDescription, type Evidence } from "./profile";
import type { SourceKey } from "./signals";
import type { BusinessProfile, Recommendation, RecommendationPlatform } from "./types";

type SourceInfo = { platform: RecommendationPlatform; icon: string; category: string; describe(p: BusinessProfile): string };

const sources: Record<SourceKey, SourceInfo> = {
  maps: {
    platform: "Google Maps",
    icon: "📍",
    category: "Local Search",
    describe: (p) =>
      `Find ${p.businessType ? `${p.businessType} listings` : "local businesses"}${p.location ? ` in ${p.location}` : " in your area"} with addresses, phone numbers, websites, ratings and opening hours.`,
  },
  linkedin: {
    platform: "LinkedIn",
    icon: "💼",
    category: "Professional Network",
    describe: (p) =>
      `Reach decision makers${p.industry !== "Other" ? ` in ${p.industry}` : ""} by job title, company and location through a LinkedIn people search.`,
  },
  instagram: {
    platform: "Instagram",
    icon: "📸",
    category: "Social Media",
    describe: () => "Find customers, creators and brands in your niche by the accounts and hashtags they follow.",
  },
  web: {
    platform: "Website",
    icon: "🌐",
    category: "Web Scraping",
    describe: () => "Extract emails, phone numbers and social links from your prospects' own websites.",
  },
};

/** Ties go to the spec's fallback order: Google Maps first, then LinkedIn, Instagram, Website. */
const order: SourceKey[] = ["maps", "linkedin", "instagram", "web"];

/**
 * The built-in recommender: offline, deterministic and explainable. Every platform is scored from the
 * phrases of the description (see signals.ts); the best is marked recommend and every card carries the
 * one-line reason that produced its rank.
 */
export function recommendBuiltIn(description: string): { recommendations: Recommendation[]; profile: BusinessProfile } {
  const { scores, evidence, profile } = scoreDescription(description);
  const ranked = [...order].sort((a, b) => scores[b] - scores[a] || order.indexOf(a) - order.indexOf(b));
  const recommendations = ranked.map((key, rank) => {
    const info = sources[key];
    return {
      id: `builtin-${key}`,
      platform: info.platform,
      icon: info.icon,
      category: info.category,
      description: info.describe(profile),
      criteria: criteriaFor(info.platform, profile, evidence),
      recommend: rank === 0,
      reason: reasonFor(key, rank, profile, evidence),
    };
  });
  return { recommendations, profile };
}

function reasonFor(key: SourceKey, rank: number, profile: BusinessProfile, evidence: Evidence[]): string {
  const own = evidence.filter((e) => e.signal.source === key).sort((a, b) => b.signal.weight - a.signal.weight);
  const tags = [...new Set(own.map((e) => e.signal.tag))].slice(0, 2);
  const platform = sources[key].platform;
  if (rank === 0) {
    const parts = [profile.audience, profile.reach, ...tags];
    if (profile.location && key === "maps") parts.push(profile.location);
    if (!own.length) parts.push("no strong signal, so local search first");
    return `${parts.join(", ")} → ${platform}`;
  }
  if (!own.length) return `No sign of it in the description → ${platform} as an alternative`;
  return `${tags.join(", ")} (${own.slice(0, 3).map((e) => `"${e.text}"`).join(", ")}) → ${platform}`;
}
