import type { ImportTarget } from "./fields";

/**
 * This product's own CSV export (lib/export/lead-columns.ts), column by column: a re-import gives the same
 * leads. Derived or platform columns (id, domain, platform, status, dates, the source's JSON) are dropped.
 */
const ownExportColumns: Record<string, ImportTarget> = {
  id: "drop",
  name: "fullName",
  company: "company",
  email: "emails",
  phone: "phones",
  first_name: "firstName",
  last_name: "lastName",
  title: "title",
  email_2: "emails",
  email_3: "emails",
  emails: "emails",
  phone_2: "phones",
  phone_3: "phones",
  phones: "phones",
  website: "website",
  domain: "drop",
  socials: "otherSocials",
  street: "street",
  city: "city",
  region: "region",
  postal_code: "postalCode",
  country: "country",
  latitude: "latitude",
  longitude: "longitude",
  time_zone: "timeZone",
  tags: "tags",
  notes: "notes",
  platform: "drop",
  status: "drop",
  headline: "drop",
  location: "drop",
  address: "drop",
  url: "drop",
  scraped_at: "drop",
  updated_at: "drop",
  data: "drop",
};

/** `custom.<key>`: a custom field of the exporting workspace, imported under the same key. */
export const ownCustomColumn = /^custom\.([a-z][a-z0-9_]{0,62})$/;

/** The export's header, recognised by columns no other tool writes together. */
export function isOwnExport(headers: string[]): boolean {
  const names = new Set(headers.map((h) => h.toLowerCase()));
  return ["email_2", "phone_2", "scraped_at", "updated_at"].every((n) => names.has(n));
}

export function ownExportTarget(header: string): ImportTarget {
  if (ownCustomColumn.test(header)) return "custom";
  return ownExportColumns[header.toLowerCase()] ?? "custom";
}
