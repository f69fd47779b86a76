import type {
  ContactProvenance,
  ContactSource,
  EmailEntry,
  EmailVerificationStatus,
  PhoneEntry,
  PostalAddressParts,
  SocialProfile,
} from "@/db/schema/contact-types";

export type {
  ContactProvenance,
  ContactSource,
  EmailEntry,
  EmailVerificationStatus,
  PhoneEntry,
  PostalAddressParts,
  SocialProfile,
};

/** A lead as a source hands it over: the leads table's common columns plus the platform's own record. */
export type SourceLead = {
  name?: string | null;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  headline?: string | null;
  location?: string | null;
  address?: string | null;
  url?: string | null;
  data: Record<string, unknown>;
};

/** The contact record of one lead, whatever its source (db/schema/leads.ts holds it in columns). */
export type ContactRecord = {
  name: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  company: string | null;
  /** The primary first. */
  emails: EmailEntry[];
  /** The primary first. */
  phones: PhoneEntry[];
  website: string | null;
  domain: string | null;
  socials: SocialProfile[];
  address: PostalAddressParts | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string | null;
  tags: string[];
  notes: string | null;
  customFields: Record<string, string>;
  provenance: ContactProvenance;
};

/** The contact fields that carry provenance (one entry each in `provenance` when set). */
export const contactFieldNames = [
  "name",
  "firstName",
  "lastName",
  "title",
  "company",
  "emails",
  "phones",
  "website",
  "domain",
  "socials",
  "address",
  "coordinates",
  "timeZone",
  "tags",
  "notes",
  "customFields",
] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];
