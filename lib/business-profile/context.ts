import type { BusinessProfile } from "@/db/schema";

/**
 * What the business profile adds to a description for the recommender: the industry and where the
 * business is, as short sentences. Only those two: they are the profile's facts the recommender reads
 * (a company name or a social link would only add noise). Empty without a saved profile.
 */
export function recommendationContext(
  profile: Pick<BusinessProfile, "industry" | "city" | "state" | "country"> | undefined,
): string {
  if (!profile) return "";
  const place = [...new Set([profile.city, profile.state, profile.country].filter(Boolean))].join(", "); // "Singapore, Singapore" once
  return [profile.industry ? `Industry: ${profile.industry}.` : "", place ? `Based in ${place}.` : ""]
    .filter(Boolean)
    .join(" ");
}
