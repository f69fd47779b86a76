import type { ScrapingPlatformId } from "@/db/schema/scraping-enums";
import { shortOfCreditsMessage } from "@/lib/credits/messages";
import { getPlatform } from "./platforms";
import type { ProviderUnavailable } from "./providers/types";
import type { SourceReadiness } from "./source-status";

/** Spec part 2 section 4: the recommendation's platform name to the scraper's platform id. */
const platformNames: Record<string, ScrapingPlatformId> = {
  "google maps": "maps",
  linkedin: "linkedin",
  instagram: "instagram",
  facebook: "facebook",
  "facebook business": "facebook",
  twitter: "twitter",
  website: "web",
  "web scraping": "web",
};

/** Criteria keys (lower case) to parameter names, per platform. */
const criteriaKeys: Partial<Record<ScrapingPlatformId, Record<string, string>>> = {
  maps: { search: "business", state: "location", location: "location" },
  linkedin: { url: "searchUrl", search: "searchUrl" },
  instagram: { search: "username", username: "username" },
  web: { url: "url", search: "url" },
};

export type MappedRecommendation =
  | { ok: true; platform: ScrapingPlatformId; parameters: Record<string, string> }
  | { ok: false; error: string };

export function platformNotFoundMessage(name: string): string {
  return `Platform "${name}" not found. Please select manually.`;
}

/** "Key: value" lines to the platform's parameters; the first line naming a parameter wins. */
export function mapCriteria(
  platform: ScrapingPlatformId,
  criteria: readonly string[],
): Record<string, string> {
  const keys = criteriaKeys[platform] ?? {};
  const out: Record<string, string> = {};
  for (const line of criteria) {
    const at = line.indexOf(":");
    if (at <= 0) continue;
    const key = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    const parameter = keys[key];
    if (parameter && value && out[parameter] === undefined) out[parameter] = value;
  }
  return out;
}

/** The scraper's platform a recommendation names ("Google Maps", or an id such as "maps"), if any. */
export function platformIdOf(name: string): ScrapingPlatformId | undefined {
  const trimmed = name.trim();
  return (
    platformNames[trimmed.toLowerCase()] ??
    (Object.values(platformNames).includes(trimmed as ScrapingPlatformId)
      ? (trimmed as ScrapingPlatformId)
      : undefined)
  );
}

export type SourceBlock = { code: ProviderUnavailable["code"] | "not_enough_credits"; message: string };

/**
 * Why the source a recommendation names cannot run here or for this user, if it cannot: not configured or
 * not connected, or a balance that does not pay for one of its leads.
 */
export function sourceBlock(readiness: SourceReadiness, platformName: string): SourceBlock | null {
  const id = platformIdOf(platformName);
  const platform = getPlatform(id);
  if (!id || !platform?.enabled) return null;
  const unavailable = readiness.sources[id]?.unavailable;
  if (unavailable) return { code: unavailable.code, message: unavailable.message };
  const short = shortOfCreditsMessage(platform.creditsPerLead, readiness.balance, readiness.canBuy);
  return short ? { code: "not_enough_credits", message: short } : null;
}

/** A recommendation (platform name plus criteria lines) as the scraper's platform and prefilled parameters. */
export function mapRecommendation(input: {
  platform: string;
  criteria?: readonly string[];
}): MappedRecommendation {
  const name = input.platform.trim();
  const platform = platformIdOf(name);
  if (!platform) return { ok: false, error: platformNotFoundMessage(name) };
  return { ok: true, platform, parameters: mapCriteria(platform, input.criteria ?? []) };
}

/**
 * The URL /ai-recommendation links to: `/ai-scraping?platform=Google%20Maps&criteria=Search%3A%20dentists&criteria=Location%3A%20Austin`
 * (one `criteria` per line; the platform as the recommendation names it or as a platform id).
 */
export function recommendationHref(
  input: { platform: string; criteria?: readonly string[] },
  base = "/ai-scraping",
): string {
  const params = new URLSearchParams({ platform: input.platform });
  for (const line of input.criteria ?? []) params.append("criteria", line);
  return `${base}?${params.toString()}`;
}
