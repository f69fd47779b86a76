import { normalizeWebsite } from "@/lib/links/web-address";
import type { CountryCode } from "libphonenumber-js";
import { parseOneLineAddress } from "./address";
import { buildContact } from "./build";
import { emailEntries, phoneEntries, socialProfiles, str, strings } from "./normalize";
import type { ContactRecord, PostalAddressParts, SourceLead } from "./types";
import { splitPersonName } from "./person-name";

type Person = { name?: unknown; role?: unknown };

/** Web and OCR leads keep their platform JSON under `jsonOutput` (the Leads page's viewer reads it there). */
export const platformOutput = (data: Record<string, unknown>): Record<string, unknown> =>
  data.jsonOutput && typeof data.jsonOutput === "object" && !Array.isArray(data.jsonOutput)
    ? (data.jsonOutput as Record<string, unknown>)
    : data;

/**
 * An address the page wrote on one line, read as Maps' are (street, postal code, town, country) when it has a
 * postal code to anchor the parts; "Austin, TX" or "Zweigstelle Augsburg" stay whole, as the street. Lines
 * before the first one with a digit name the business ("Müller GmbH, Musterstraße 1, 12345 Berlin").
 */
function oneLineAddress(line: string): PostalAddressParts {
  const lines = line.split(",").map((l) => l.trim());
  const street = lines.findIndex((l) => /\d/.test(l));
  const parts = parseOneLineAddress(
    street > 0 && street < lines.length - 1 ? lines.slice(street).join(", ") : line,
  );
  return parts?.postalCode ? parts : { street: line };
}

function firstAddress(addresses: unknown): PostalAddressParts | null {
  const first: unknown = Array.isArray(addresses) ? addresses[0] : null;
  if (typeof first === "string") return oneLineAddress(first);
  if (!first || typeof first !== "object") return null;
  const a = first as Record<string, unknown>;
  return {
    street: str(a.street) ?? undefined,
    locality: str(a.locality) ?? undefined,
    region: str(a.region) ?? undefined,
    postalCode: str(a.postalCode) ?? undefined,
    country: str(a.country) ?? undefined,
  };
}

/**
 * One company website (lib/scraping/web/extract/site.ts WebLead): every email, phone and profile found, the
 * first structured address, and the first named person as the contact person (first, last name and role).
 */
export function contactFromWebsite(lead: SourceLead): ContactRecord {
  const d = platformOutput(lead.data);
  const region = /^[A-Z]{2}$/.test(String(d.region)) ? (d.region as CountryCode) : undefined;
  const person = (Array.isArray(d.people) ? (d.people as Person[]) : []).find((p) => str(p.name));
  const contactName = splitPersonName(str(person?.name));
  const site = normalizeWebsite(str(d.url) ?? lead.url);
  return buildContact("web", {
    name: lead.name,
    company: str(d.companyName) ?? lead.company ?? null,
    ...contactName,
    title: str(person?.role),
    emails: emailEntries([lead.email, ...strings(d.emails)], "web"),
    phones: phoneEntries([lead.phone, ...strings(d.phones)], "web", region),
    website: site ? new URL(site).origin : null,
    socials: socialProfiles(strings(d.socials), "web"),
    address: firstAddress(d.addresses),
  });
}
