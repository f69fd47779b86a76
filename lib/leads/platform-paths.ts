import type { LeadPlatform } from "./constants";

/** Spec section 7 path names per platform: /lead-lists/{id}/linkedin-leads, PUT /lead-lists/gmaps-leads/{leadId}, ... */
export const platformPaths: Record<string, LeadPlatform> = {
  "linkedin-leads": "linkedin",
  "gmaps-leads": "maps",
  "instagram-leads": "instagram",
  "website-leads": "web",
  "ocr-leads": "ocr",
};
