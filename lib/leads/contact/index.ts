import type { LeadPlatform } from "@/db/schema/leads-enums";
import { contactFromCrmLead } from "./from-csv";
import { contactFromImage } from "./from-image";
import { contactFromInstagram } from "./from-instagram";
import { contactFromLinkedin } from "./from-linkedin";
import { contactFromMaps } from "./from-maps";
import { contactFromWebsite } from "./from-website";
import type { ContactRecord, SourceLead } from "./types";

const mappers: Record<LeadPlatform, (lead: SourceLead) => ContactRecord> = {
  maps: contactFromMaps,
  web: contactFromWebsite,
  ocr: contactFromImage,
  linkedin: contactFromLinkedin,
  instagram: contactFromInstagram,
  crm: contactFromCrmLead,
};

/** The contact record a platform's lead gives (used when a source saves a lead and by the backfill). */
export function contactFromSource(platform: LeadPlatform, lead: SourceLead): ContactRecord {
  return mappers[platform](lead);
}

/**
 * The version of the mapping; the backfill job brings rows below it up. 1: the contact fields from the
 * source's data. 2: also the Location and Address columns from the structured address where they are empty.
 */
export const contactVersion = 2;
