/**
 * What a CSV column can become on import: a contact field, a custom field (under the column's header) or
 * nothing. Plain data: safe in client components (the mapping step's selects).
 */
export const importFields = [
  "fullName",
  "firstName",
  "lastName",
  "title",
  "company",
  "emails",
  "phones",
  "website",
  "linkedinUrl",
  "otherSocials",
  "street",
  "city",
  "region",
  "postalCode",
  "country",
  "latitude",
  "longitude",
  "timeZone",
  "tags",
  "notes",
] as const;
export type ImportField = (typeof importFields)[number];

/** A column's target: a contact field, `custom` (a custom field named after the header) or `drop`. */
export const importTargets = [...importFields, "custom", "drop"] as const;
export type ImportTarget = (typeof importTargets)[number];

/** Fields that take several columns (their values join in column order); the others take one column. */
export const listFields: ReadonlySet<ImportTarget> = new Set(["emails", "phones", "otherSocials", "tags"]);

export const importTargetLabels: Record<ImportTarget, string> = {
  fullName: "Full name",
  firstName: "First name",
  lastName: "Last name",
  title: "Job title",
  company: "Company",
  emails: "Email",
  phones: "Phone",
  website: "Website",
  linkedinUrl: "LinkedIn profile",
  otherSocials: "Other social profile",
  street: "Street",
  city: "City",
  region: "State / region",
  postalCode: "Postal code",
  country: "Country",
  latitude: "Latitude",
  longitude: "Longitude",
  timeZone: "Time zone",
  tags: "Tags",
  notes: "Notes",
  custom: "Custom field",
  drop: "Drop (do not import)",
};

/** A header as compared: BOM removed, trimmed, Unicode NFC. */
export const cleanHeader = (header: string): string =>
  header
    .replace(/\uFEFF/g, "")
    .trim()
    .normalize("NFC");
