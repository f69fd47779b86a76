/**
 * The closed sets of the leads tables, as plain constants: client components reach them through
 * `lib/leads/constants.ts`, so this file must never import drizzle-orm.
 */

/** Where a lead came from: the five scrapers plus `crm`, the legacy lead that CSV import creates. */
export const leadPlatforms = ["linkedin", "maps", "instagram", "web", "ocr", "crm"] as const;
export type LeadPlatform = (typeof leadPlatforms)[number];

/** A list's kind decides where its leads come from: `leads.list_id` (origin lists) or `lead_list_members` (curated). */
export const leadListKinds = ["scrape", "import", "curated", "sample"] as const;
export type LeadListKind = (typeof leadListKinds)[number];
