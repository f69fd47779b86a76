import type { LeadPlatform } from "@/lib/leads/constants";
import { MAX_SITES_PER_RUN } from "./web/site-list";
import type { ScrapingPlatformId } from "@/db/schema/scraping-enums";

/** Client-safe: both scraping screens, the credit calculator and the server's validation read this one registry. */

export type PlatformParameter = {
  /** The API field name (spec part 2 section 7): url, image, searchUrl, business, location, username. */
  name: string;
  label: string;
  /** `urls`: one web address or several, one a line. */
  type: "url" | "urls" | "text" | "number" | "file" | "select";
  placeholder?: string;
  required: boolean;
  options?: readonly string[];
  accept?: string;
  description?: string;
};

export type PlatformDefinition = {
  id: ScrapingPlatformId;
  name: string;
  /** The leads table's platform for what this scraper saves. */
  leadPlatform: LeadPlatform | null;
  creditsPerLead: number;
  description: string;
  popular: boolean;
  enabled: boolean;
  showEstimatedLeads: boolean;
  estimate: { min: number; default: number; max: number; step: number };
  parameters: readonly PlatformParameter[];
  /** The API path under /api/scraping. */
  apiPath: string;
};

export const USD_PER_CREDIT = 0.01;
const fixedOne = { min: 1, default: 1, max: 1, step: 1 };

export const platforms: readonly PlatformDefinition[] = [
  {
    id: "web",
    name: "Website",
    leadPlatform: "web",
    creditsPerLead: 1,
    description: "Extract emails, phones, social profiles and addresses from a company website.",
    popular: true,
    enabled: true,
    showEstimatedLeads: false,
    estimate: fixedOne,
    parameters: [
      {
        name: "url",
        label: "Website URL",
        type: "urls",
        placeholder: "https://example.com",
        required: true,
        description: `One per line, up to ${MAX_SITES_PER_RUN} sites (one lead and one credit each). Up to 10 contact, about and team pages of each site are read too.`,
      },
    ],
    apiPath: "website",
  },
  {
    id: "image-to-word",
    name: "Image to Text",
    leadPlatform: "ocr",
    creditsPerLead: 0.8,
    description: "Read the text of an image (OCR) and pick out emails, phones and links.",
    popular: false,
    enabled: true,
    showEstimatedLeads: false,
    estimate: fixedOne,
    parameters: [
      {
        name: "image",
        label: "Image",
        type: "file",
        accept: "image/png,image/jpeg,image/webp,image/gif",
        required: true,
        description: "PNG, JPG, WebP or GIF up to 10MB",
      },
    ],
    apiPath: "image-to-word",
  },
  {
    id: "linkedin",
    name: "LinkedIn",
    leadPlatform: "linkedin",
    creditsPerLead: 2.5,
    description: "People from a LinkedIn people search, through your connected account.",
    popular: true,
    enabled: true,
    showEstimatedLeads: true,
    estimate: { min: 10, default: 1000, max: 1000, step: 10 },
    parameters: [
      {
        name: "searchUrl",
        label: "LinkedIn Search URL",
        type: "url",
        placeholder: "https://www.linkedin.com/search/results/people/?keywords=founder",
        required: true,
        description: "A people search URL from LinkedIn.",
      },
    ],
    apiPath: "linkedin",
  },
  {
    id: "maps",
    name: "Google Maps",
    leadPlatform: "maps",
    creditsPerLead: 1,
    description: "Businesses by type and location, with phone, website, rating and opening hours.",
    popular: true,
    enabled: true,
    showEstimatedLeads: true,
    estimate: { min: 10, default: 100, max: 500, step: 10 },
    parameters: [
      { name: "business", label: "Business Type", type: "text", placeholder: "Dentists", required: true },
      { name: "location", label: "Location", type: "text", placeholder: "New York, NY", required: true },
    ],
    apiPath: "google-maps",
  },
  {
    id: "instagram",
    name: "Instagram",
    leadPlatform: "instagram",
    creditsPerLead: 1,
    description: "Followers of an Instagram account, through your connected account.",
    popular: false,
    enabled: true,
    showEstimatedLeads: true,
    estimate: { min: 10, default: 1000, max: 1000, step: 10 },
    parameters: [
      { name: "username", label: "Username", type: "text", placeholder: "natgeo", required: true },
    ],
    apiPath: "instagram",
  },
  ...(
    [
      ["facebook", "Facebook", 1.5, "Pages and groups from Facebook."],
      ["twitter", "Twitter", 1.2, "Profiles from Twitter / X."],
      ["telegram", "Telegram", 1.5, "Members of public Telegram groups."],
    ] as const
  ).map(([id, name, creditsPerLead, description]): PlatformDefinition => ({
    id,
    name,
    leadPlatform: null,
    creditsPerLead,
    description,
    popular: false,
    enabled: false,
    showEstimatedLeads: true,
    estimate: { min: 10, default: 1000, max: 1000, step: 10 },
    parameters: [],
    apiPath: id,
  })),
];

export function getPlatform(id: string | null | undefined): PlatformDefinition | undefined {
  return platforms.find((p) => p.id === id);
}

export function platformByApiPath(path: string): PlatformDefinition | undefined {
  return platforms.find((p) => p.apiPath === path && p.enabled);
}

/** The estimate clamped to the platform's slider and step (fixed at 1 for web and image). */
export function clampEstimate(platform: PlatformDefinition, value: number | null | undefined): number {
  const { min, max, step } = platform.estimate;
  if (value === null || value === undefined || !Number.isFinite(value)) return platform.estimate.default;
  const clamped = Math.min(max, Math.max(min, Math.round(value)));
  if (step <= 1 || clamped === max || clamped === min) return clamped;
  return Math.min(max, min + Math.round((clamped - min) / step) * step);
}

/**
 * Where the estimate slider starts: the platform's default, or less when the balance cannot pay for it
 * (the most it can pay for, down to the slider's step; the minimum when it cannot pay for even that).
 */
export function startingEstimate(platform: PlatformDefinition, balance: number): number {
  const { min, step } = platform.estimate;
  const affordable = Math.floor(Math.max(0, balance) / platform.creditsPerLead + 1e-9);
  if (affordable >= platform.estimate.default) return platform.estimate.default;
  if (affordable <= min) return min;
  return min + Math.floor((affordable - min) / Math.max(1, step)) * Math.max(1, step);
}

export type CreditEstimate = { leads: number; credits: number; usd: string };

/** Spec part 2 section 9: credits = estimate x credits per lead; USD = credits x 0.01, two decimals. */
export function estimateCredits(platform: PlatformDefinition, estimate: number): CreditEstimate {
  const credits = Math.round(estimate * platform.creditsPerLead * 100) / 100;
  return { leads: estimate, credits, usd: (Math.round(credits * USD_PER_CREDIT * 100) / 100).toFixed(2) };
}

/** The names of required parameters left blank (the screens say "Please fill in required fields: {names}"). */
export function missingParameters(platform: PlatformDefinition, values: Record<string, unknown>): string[] {
  return platform.parameters
    .filter((p) => p.required && p.type !== "file")
    .filter((p) => {
      const value = values[p.name];
      if (p.type === "urls" && Array.isArray(values.urls) && values.urls.length) return false;
      return typeof value !== "string" || value.trim() === "";
    })
    .map((p) => p.label);
}
