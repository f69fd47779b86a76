import { buildContact } from "./build";
import { socialProfiles, str } from "./normalize";
import type { ContactRecord, SourceLead } from "./types";
import { splitPersonName } from "./person-name";

/** An Instagram profile (lib/scraping/providers/instagram.ts): full name when it has one, and the profile. */
export function contactFromInstagram(lead: SourceLead): ContactRecord {
  const fullName = str(lead.data.full_name);
  return buildContact("instagram", {
    name: lead.name,
    ...splitPersonName(fullName),
    socials: socialProfiles([str(lead.data.ig_url) ?? lead.url], "instagram").map((p) => ({
      ...p,
      network: "instagram",
    })),
  });
}
