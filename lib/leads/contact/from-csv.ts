import { buildContact } from "./build";
import { normalizeWebsite } from "@/lib/links/web-address";
import { emailEntries, num, phoneEntries, socialProfiles, str, strings } from "./normalize";
import type { ContactRecord, PostalAddressParts, SourceLead } from "./types";

/** What an imported row may carry beyond name, company, email and phone (our own export's columns). */
export type CsvContactRow = {
  name: string;
  company: string;
  email: string | null;
  phone: string | null;
  firstName?: string | null;
  lastName?: string | null;
  title?: string | null;
  /** Further emails and phones, each cell possibly a list ("a@x.com; b@x.com"). */
  emails?: string[];
  phones?: string[];
  website?: string | null;
  socials?: string[];
  address?: PostalAddressParts;
  latitude?: string | null;
  longitude?: string | null;
  timeZone?: string | null;
  tags?: string[];
  notes?: string | null;
  customFields?: Record<string, string>;
};

/** A list cell: `;` separates items (a `,` too for emails and tags, which never contain one). */
export function splitList(cell: string | null | undefined, commas = false): string[] {
  return (cell ?? "")
    .split(commas ? /[;,]/ : /;/)
    .map((v) => v.trim())
    .filter(Boolean);
}

const validZone = (zone: string | null | undefined): string | null => {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
};

/**
 * An imported row: the primary email and phone are the `email` and `phone` cells (stored as given in the
 * lead's own columns), then every other email and phone; no country is known, so a phone without `+`
 * stays as given. A tag list, notes and custom fields are kept.
 */
export function contactFromCsv(row: CsvContactRow): ContactRecord {
  const latitude = num(row.latitude);
  const longitude = num(row.longitude);
  const coordinates =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return buildContact("csv", {
    name: row.name,
    company: row.company || null,
    firstName: str(row.firstName),
    lastName: str(row.lastName),
    title: str(row.title),
    emails: emailEntries([row.email, ...(row.emails ?? []).flatMap((c) => splitList(c, true))], "csv"),
    phones: phoneEntries([row.phone, ...(row.phones ?? []).flatMap((c) => splitList(c))], "csv"),
    website: normalizeWebsite(row.website),
    socials: socialProfiles(
      (row.socials ?? []).flatMap((c) => splitList(c, true)),
      "csv",
    ),
    address: row.address ?? null,
    latitude: coordinates ? latitude : null,
    longitude: coordinates ? longitude : null,
    timeZone: validZone(str(row.timeZone)),
    tags: [...new Set((row.tags ?? []).flatMap((c) => splitList(c, true)))].slice(0, 50),
    notes: str(row.notes),
    customFields: row.customFields ?? {},
  });
}

/** A lead CSV import or the JSON upload saved before the contact record (`data` holds notes, tags, source). */
export function contactFromCrmLead(lead: SourceLead): ContactRecord {
  const tags = lead.data.tags;
  return contactFromCsv({
    name: lead.name ?? "",
    company: lead.company ?? "",
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    tags: typeof tags === "string" ? [tags] : strings(tags),
    notes: str(lead.data.notes),
  });
}
