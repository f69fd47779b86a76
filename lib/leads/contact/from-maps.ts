import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { parseOneLineAddress } from "./address";
import { buildContact } from "./build";
import { normalizeWebsite } from "@/lib/links/web-address";
import { num, phoneEntries, str } from "./normalize";
import type { ContactRecord, SourceLead } from "./types";

/**
 * A Google Maps place (lib/scraping/maps/lead.ts fields): a business, so its name is also the company.
 * The national number is read in the country of the international one, so both give one E.164 phone.
 */
export function contactFromMaps(lead: SourceLead): ContactRecord {
  const d = lead.data;
  const international = str(d.international_phone_no);
  const region = international ? parsePhoneNumberFromString(international)?.country : undefined;
  return buildContact("maps", {
    name: lead.name,
    company: lead.company ?? str(lead.name),
    phones: phoneEntries([international, str(d.phone_no), lead.phone], "maps", region),
    website: normalizeWebsite(str(d.website_link)),
    address: parseOneLineAddress(lead.address ?? str(d.address)),
    latitude: num(d.latitude),
    longitude: num(d.longitude),
  });
}
