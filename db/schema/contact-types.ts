import type { ContactSource, EmailVerificationStatus, PhoneType } from "./leads-enums";

export type { ContactSource, EmailVerificationStatus, PhoneType };

/** The JSON shapes inside a lead's contact record (db/schema/leads.ts). Plain types: safe anywhere. */

export type EmailEntry = { address: string; status: EmailVerificationStatus; source: ContactSource };

/** `number` is E.164 when `e164` is true; otherwise the number as the source gave it (no country known). */
export type PhoneEntry = { number: string; e164: boolean; type: PhoneType; source: ContactSource };

export type SocialNetwork =
  "linkedin" | "instagram" | "facebook" | "x" | "youtube" | "tiktok" | "github" | "other";
export type SocialProfile = { network: SocialNetwork; url: string; source: ContactSource };

export type PostalAddressParts = {
  street?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  country?: string;
};

/** Per field of the contact record, the source that gave its value. */
export type ContactProvenance = Partial<Record<string, ContactSource>>;
