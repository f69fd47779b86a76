import type { BusinessProfile, RecommendationPlatform } from "./types";
import type { Evidence } from "./profile";

/**
 * "Key: value" lines the scraper mapping reads (spec part 2 section 4): maps Search → Business Type and
 * Location → Location; LinkedIn URL → LinkedIn Search URL; Instagram Search → Username; web URL → Website
 * URL. Other keys (Title, Industry, Hashtag, Extract) are context for the person. No line is invented: a
 * value that the description does not give is left out for the person to fill.
 */
export function criteriaFor(platform: RecommendationPlatform, profile: BusinessProfile, evidence: Evidence[]): string[] {
  const industry = profile.industry === "Other" ? null : profile.industry;
  const lines: string[] = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value) lines.push(`${key}: ${value}`);
  };
  switch (platform) {
    case "Google Maps":
      add("Search", profile.businessType ?? firstOf(evidence, "maps") ?? industry);
      add("Location", profile.location);
      break;
    case "LinkedIn": {
      const roles = evidence.filter((e) => e.signal.tag === "decision makers by job title").map((e) => e.original);
      const keywords = roles[0] ?? (industry ? `${industry} founder` : null) ?? firstOf(evidence, "linkedin");
      if (keywords) {
        const params = new URLSearchParams({ keywords: profile.location ? `${keywords} ${profile.location}` : keywords });
        add("URL", `https://www.linkedin.com/search/results/people/?${params.toString()}`);
      }
      add("Title", roles.length ? roles.slice(0, 3).join(", ") : null);
      add("Industry", industry);
      add("Location", profile.location);
      break;
    }
    case "Instagram": {
      const keyword = firstOf(evidence, "instagram") ?? profile.businessType ?? industry;
      add("Search", keyword);
      add("Hashtag", keyword ? `#${keyword.toLowerCase().replace(/[^a-z0-9]+/g, "")}` : null);
      add("Location", profile.location);
      break;
    }
    case "Website":
      add("Sites", `${profile.businessType ?? industry ?? "prospect"} websites`);
      add("Extract", "emails, phone numbers, social profiles");
      break;
  }
  return lines;
}

function firstOf(evidence: Evidence[], source: Evidence["signal"]["source"]): string | null {
  const best = evidence.filter((e) => e.signal.source === source).sort((a, b) => b.signal.weight - a.signal.weight)[0];
  return best?.text ?? null;
}
