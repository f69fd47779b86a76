import type { NewLead } from "@/db/schema";
import { addressColumns } from "./address";
import type { ContactFieldName, ContactProvenance, ContactRecord, EmailEntry } from "./types";

/** The lead's columns that finding more contacts for it reads. */
export type FoundTarget = Pick<
  NewLead,
  | "name"
  | "company"
  | "firstName"
  | "lastName"
  | "title"
  | "email"
  | "phone"
  | "website"
  | "domain"
  | "addressParts"
  | "location"
  | "address"
> & {
  emails: EmailEntry[];
  phones: NonNullable<NewLead["phones"]>;
  socials: NonNullable<NewLead["socials"]>;
  provenance: ContactProvenance;
};

const union = <T>(mine: T[], found: T[], key: (entry: T) => string): T[] => {
  const known = new Set(mine.map(key));
  return [...mine, ...found.filter((entry) => !known.has(key(entry)))];
};

/**
 * What a source found for an existing lead (Find contacts), added to it: every email, phone and profile
 * it lacks appended after its own (each entry with its source), and the fields it has empty filled.
 * Nothing the lead has is replaced. A field it gained remembers the finding's source when it was empty
 * before; a list that grew keeps the source of its primary. `added` names the fields that changed.
 */
export function addFoundContacts(lead: FoundTarget, found: ContactRecord) {
  const set: Partial<NewLead> = {};
  const added: ContactFieldName[] = [];
  const provenance: ContactProvenance = {};
  const gain = (field: ContactFieldName, wasEmpty: boolean) => {
    added.push(field);
    if (wasEmpty && found.provenance[field]) provenance[field] = found.provenance[field];
  };

  const emails = union(lead.emails, found.emails, (e) => e.address);
  if (emails.length > lead.emails.length) {
    set.emails = emails;
    if (!lead.email) {
      set.email = emails[0]?.address ?? null;
      set.emailStatus = emails[0]?.status ?? null;
    }
    gain("emails", lead.emails.length === 0);
  }
  const phones = union(lead.phones, found.phones, (p) => p.number);
  if (phones.length > lead.phones.length) {
    set.phones = phones;
    if (!lead.phone) {
      set.phone = phones[0]?.number ?? null;
      set.phoneE164 = phones[0]?.e164 ? phones[0].number : null;
    }
    gain("phones", lead.phones.length === 0);
  }
  const socials = union(lead.socials, found.socials, (s) => s.url);
  if (socials.length > lead.socials.length) {
    set.socials = socials;
    gain("socials", lead.socials.length === 0);
  }
  const fill = <K extends "company" | "firstName" | "lastName" | "title" | "website" | "domain">(
    field: K,
  ) => {
    if (!lead[field] && found[field]) {
      set[field] = found[field];
      gain(field, true);
    }
  };
  fill("company");
  fill("firstName");
  fill("lastName");
  fill("title");
  fill("website");
  fill("domain");
  if (!lead.addressParts && found.address) {
    set.addressParts = found.address;
    const shown = addressColumns(found.address);
    if (!lead.location && shown.location) set.location = shown.location;
    if (!lead.address && shown.address) set.address = shown.address;
    gain("address", true);
  }
  if (!lead.name && found.name) {
    set.name = found.name;
    gain("name", true);
  }
  return { set, provenance: { ...lead.provenance, ...provenance }, added };
}
