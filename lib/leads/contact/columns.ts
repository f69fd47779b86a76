import type { ContactRecord } from "./types";
import { contactVersion } from "./index";
import { workspaceMatchKeys } from "../duplicates/match-keys";

/**
 * The leads table's contact columns for a record. `email` and `phone` are not set here: they are the
 * primary email and phone as the source gave them (an import stores them verbatim), written by the caller.
 */
export function contactColumns(record: ContactRecord, workspaceId: string) {
  const primaryPhone = record.phones[0];
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    title: record.title,
    emails: record.emails,
    emailStatus: record.emails[0]?.status ?? null,
    phones: record.phones,
    phoneE164: primaryPhone?.e164 ? primaryPhone.number : null,
    website: record.website,
    domain: record.domain,
    socials: record.socials,
    addressParts: record.address,
    latitude: record.latitude,
    longitude: record.longitude,
    timeZone: record.timeZone,
    tags: record.tags,
    notes: record.notes,
    customFields: record.customFields,
    provenance: record.provenance,
    contactVersion,
    matchKeys: workspaceMatchKeys(workspaceId, record),
  };
}

/** A record as the snake_case object `jsonb_to_record(set)` reads with `contactRecordColumns` (bulk writes). */
export function contactSqlRecord(record: ContactRecord, workspaceId: string) {
  const c = contactColumns(record, workspaceId);
  return {
    first_name: c.firstName,
    last_name: c.lastName,
    title: c.title,
    company: record.company,
    emails: c.emails,
    email_status: c.emailStatus,
    phones: c.phones,
    phone_e164: c.phoneE164,
    website: c.website,
    domain: c.domain,
    socials: c.socials,
    address_parts: c.addressParts,
    latitude: c.latitude,
    longitude: c.longitude,
    time_zone: c.timeZone,
    tags: c.tags,
    notes: c.notes,
    custom_fields: c.customFields,
    provenance: c.provenance,
    match_keys: c.matchKeys,
  };
}

/** The column list of `contactSqlRecord` for `jsonb_to_record(set)`. */
export const contactRecordColumns = `first_name text, last_name text, title text, company text, emails jsonb,
  email_status varchar, phones jsonb, phone_e164 text, website text, domain text, socials jsonb,
  address_parts jsonb, latitude double precision, longitude double precision, time_zone text, tags text[],
  notes text, custom_fields jsonb, provenance jsonb, match_keys text[]`;

/** The SET list that writes a `jsonb_to_record(set)` alias `v` into `leads` (the company only where it has none). */
export const contactSetList = `first_name = v.first_name, last_name = v.last_name, title = v.title,
  company = coalesce(leads.company, v.company), emails = v.emails, email_status = v.email_status, phones = v.phones,
  phone_e164 = v.phone_e164, website = v.website, domain = v.domain, socials = v.socials,
  address_parts = v.address_parts, latitude = v.latitude, longitude = v.longitude, time_zone = v.time_zone,
  tags = coalesce(v.tags, '{}'), notes = v.notes, custom_fields = v.custom_fields, provenance = v.provenance`;
