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

/** An email's verification status; `unchecked` until the email check has run. */
export const emailVerificationStatuses = ["valid", "risky", "invalid", "unknown", "unchecked"] as const;
export type EmailVerificationStatus = (typeof emailVerificationStatuses)[number];

export const phoneTypes = ["mobile", "landline", "voip", "toll_free", "other"] as const;
export type PhoneType = (typeof phoneTypes)[number];

/** Which source gave a contact field: a platform's own record, a CSV import, or a person editing the lead. */
export const contactSources = ["maps", "web", "ocr", "linkedin", "instagram", "csv", "user"] as const;
export type ContactSource = (typeof contactSources)[number];

export const customFieldTypes = ["text", "number", "date", "boolean", "url"] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];
