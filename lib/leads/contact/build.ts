import { companyDomainOfEmail, registrableDomain } from "./normalize";
import { contactFieldNames, type ContactRecord, type ContactSource, type PostalAddressParts } from "./types";

export type ContactParts = Partial<Omit<ContactRecord, "provenance" | "domain" | "name">> & {
  name?: string | null;
};

const filled = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  value !== "" &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);

const cleanAddress = (address: PostalAddressParts | null | undefined): PostalAddressParts | null => {
  if (!address) return null;
  const entries = Object.entries(address).filter(([, v]) => typeof v === "string" && v.trim());
  return entries.length
    ? (Object.fromEntries(entries.map(([k, v]) => [k, (v as string).trim()])) as PostalAddressParts)
    : null;
};

/**
 * One source's contact record: every field it filled remembers that source. The domain is the website's
 * registrable domain, else the primary email's unless that is a free-mail provider.
 */
export function buildContact(source: ContactSource, parts: ContactParts): ContactRecord {
  const website = parts.website ?? null;
  const domain =
    registrableDomain(website ? new URL(website).hostname : null) ??
    companyDomainOfEmail(parts.emails?.[0]?.address);
  const record: ContactRecord = {
    name: parts.name?.trim() ?? "",
    firstName: parts.firstName ?? null,
    lastName: parts.lastName ?? null,
    title: parts.title ?? null,
    company: parts.company ?? null,
    emails: parts.emails ?? [],
    phones: parts.phones ?? [],
    website,
    domain,
    socials: parts.socials ?? [],
    address: cleanAddress(parts.address),
    latitude: parts.latitude ?? null,
    longitude: parts.longitude ?? null,
    timeZone: parts.timeZone ?? null,
    tags: parts.tags ?? [],
    notes: parts.notes ?? null,
    customFields: parts.customFields ?? {},
    provenance: {},
  };
  for (const field of contactFieldNames) {
    const value =
      field === "coordinates"
        ? record.latitude !== null && record.longitude !== null
          ? true
          : null
        : record[field];
    if (filled(value)) record.provenance[field] = source;
  }
  return record;
}
