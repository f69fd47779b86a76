import type { NewLead } from "@/db/schema";
import {
  companyDomainOfEmail,
  normalizeEmail,
  phoneEntry,
  registrableDomain,
  socialProfiles,
} from "./normalize";
import { addressColumns } from "./address";
import type { ContactEdit } from "./edit-schema";
import type { ContactFieldName, ContactProvenance, EmailEntry, PhoneEntry } from "./types";

type Current = { emails: EmailEntry[]; website: string | null };

/**
 * The columns an edit writes: only the fields it carries, each now from `user` in the provenance. The
 * primary email and phone are mirrored into `email`/`phone` (what lists, search, exports and campaigns
 * read), the domain follows a new website or primary email, and the table's Location and Address follow
 * the address.
 */
export function contactEditColumns(edit: ContactEdit, current: Current) {
  const set: Partial<NewLead> = {};
  const touched: ContactFieldName[] = [];
  const give = <K extends keyof NewLead>(field: ContactFieldName, column: K, value: NewLead[K]) => {
    set[column] = value;
    touched.push(field);
  };
  if (edit.name !== undefined) give("name", "name", edit.name);
  if (edit.firstName !== undefined) give("firstName", "firstName", edit.firstName);
  if (edit.lastName !== undefined) give("lastName", "lastName", edit.lastName);
  if (edit.title !== undefined) give("title", "title", edit.title);
  if (edit.company !== undefined) give("company", "company", edit.company);
  if (edit.emails !== undefined) {
    const known = new Map(current.emails.map((e) => [e.address, e.status]));
    const emails = [...new Set(edit.emails)].map((address): EmailEntry => ({
      address,
      status: known.get(address) ?? "unchecked",
      source: "user",
    }));
    give("emails", "emails", emails);
    set.email = emails[0]?.address ?? null;
    set.emailStatus = emails[0]?.status ?? null;
  }
  if (edit.phones !== undefined) {
    const seen = new Set<string>();
    const phones = edit.phones
      .filter((p) => !seen.has(p.number) && seen.add(p.number))
      .map((p) => ({ number: p.number, e164: true, type: p.type, source: "user" as const }));
    give("phones", "phones", phones);
    set.phone = phones[0]?.number ?? null;
    set.phoneE164 = phones[0]?.number ?? null;
  }
  if (edit.website !== undefined) give("website", "website", edit.website);
  if (edit.website !== undefined || edit.emails !== undefined) {
    const website = edit.website !== undefined ? edit.website : current.website;
    set.domain =
      registrableDomain(website ? new URL(website).hostname : null) ??
      companyDomainOfEmail((set.emails ?? current.emails)[0]?.address);
    touched.push("domain");
  }
  if (edit.socials !== undefined) give("socials", "socials", socialProfiles(edit.socials, "user"));
  if (edit.address !== undefined) {
    const parts = Object.fromEntries(Object.entries(edit.address ?? {}).filter(([, v]) => v));
    give("address", "addressParts", Object.keys(parts).length ? parts : null);
    Object.assign(set, addressColumns(parts));
  }
  if (edit.latitude !== undefined || edit.longitude !== undefined) {
    set.latitude = edit.latitude ?? null;
    set.longitude = edit.longitude ?? null;
    touched.push("coordinates");
  }
  if (edit.timeZone !== undefined) give("timeZone", "timeZone", edit.timeZone);
  if (edit.tags !== undefined) give("tags", "tags", [...new Set(edit.tags)]);
  if (edit.notes !== undefined) give("notes", "notes", edit.notes);
  const provenance: ContactProvenance = Object.fromEntries(touched.map((field) => [field, "user"]));
  return { set, provenance, customFields: edit.customFields };
}

/**
 * The per-platform edit forms still send one email (`email`) and one phone (`phone_no`, `phone`): a change
 * there replaces the primary of the contact record and keeps the others, so both never disagree.
 */
export function primaryFromLegacyEdit(
  legacy: { email?: string | null; phone?: string | null },
  current: { email: string | null; phone: string | null; emails: EmailEntry[]; phones: PhoneEntry[] },
): {
  email?: string | null;
  emails?: EmailEntry[];
  emailStatus?: EmailEntry["status"] | null;
  phone?: string | null;
  phones?: PhoneEntry[];
  phoneE164?: string | null;
} {
  const set: ReturnType<typeof primaryFromLegacyEdit> = {};
  if (legacy.email !== undefined && legacy.email !== current.email) {
    const address = normalizeEmail(legacy.email);
    const others = current.emails.slice(1).filter((e) => e.address !== address);
    set.emails = address ? [{ address, status: "unchecked", source: "user" }, ...others] : others;
    set.emailStatus = set.emails[0]?.status ?? null;
  }
  if (legacy.phone !== undefined && legacy.phone !== current.phone) {
    const entry = phoneEntry(legacy.phone, "user");
    const others = current.phones.slice(1).filter((p) => p.number !== entry?.number);
    set.phones = entry ? [entry, ...others] : others;
    set.phoneE164 = entry?.e164 ? entry.number : null;
  }
  return set;
}
