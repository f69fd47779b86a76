import { z } from "zod";

/** The platforms a recommendation may name, with the scraper id each maps to (spec part 2 section 4). */
export const recommendationPlatforms = ["Google Maps", "LinkedIn", "Instagram", "Website"] as const;
export type RecommendationPlatform = (typeof recommendationPlatforms)[number];

export const recommendationSchema = z.object({
  id: z.string().min(1).max(64),
  platform: z.string().trim().min(1).max(60),
  icon: z.string().max(16),
  category: z.string().trim().min(1).max(80),
  description: z.string().trim().min(1).max(600),
  criteria: z.array(z.string().trim().min(1).max(300)).max(12),
  recommend: z.boolean(),
  /** One line a person can check, e.g. "B2C, local, physical premises → Google Maps". */
  reason: z.string().max(300).optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** What the built-in recommender read from the description; shown beside its answer. */
export type BusinessProfile = {
  industry: string;
  audience: "B2B" | "B2C";
  reach: "local" | "online";
  location: string | null;
  businessType: string | null;
  signals: string[];
};

export type RecommendationSource = "model" | "built-in" | "fallback";

export type RecommendationResult = {
  recommendations: Recommendation[];
  source: RecommendationSource;
  profile?: BusinessProfile;
};
