import type { Recommendation } from "./types";

/**
 * The spec's three fallback recommendations (part 1 section 3): the last resort when nothing else answers.
 * No criteria: nothing is known about the business, and a placeholder must not prefill the scraper.
 */
export const fallbackRecommendations: Recommendation[] = [
  {
    id: "fallback-google-maps",
    platform: "Google Maps",
    icon: "📍",
    category: "Local Search",
    description:
      "Find local businesses with their addresses, phone numbers, websites, ratings and opening hours.",
    criteria: [],
    recommend: true,
    reason: "Default suggestion: most businesses can start from local search.",
  },
  {
    id: "fallback-linkedin",
    platform: "LinkedIn",
    icon: "💼",
    category: "Professional Network",
    description:
      "Reach decision makers by job title, industry and location through a LinkedIn people search.",
    criteria: [],
    recommend: false,
    reason: "Default suggestion: decision makers by job title.",
  },
  {
    id: "fallback-instagram",
    platform: "Instagram",
    icon: "📸",
    category: "Social Media",
    description: "Find creators, brands and customers who are active on Instagram.",
    criteria: [],
    recommend: false,
    reason: "Default suggestion: consumers and creators on social media.",
  },
];
