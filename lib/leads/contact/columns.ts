import type { ContactRecord } from "./types";
import { contactVersion } from "./index";

/**
 * The leads table's contact columns for a record. `email` and `phone` are not set here: they are the
 * primary email and phone as the source gave them (an import stores them verbatim), written by the caller.
 */
export function contactColumns(record: ContactRecord) {
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
  };
}

export type ContactColumns = ReturnType<typeof contactColumns>;
