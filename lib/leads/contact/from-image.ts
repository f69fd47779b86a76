import { buildContact } from "./build";
import { platformOutput } from "./from-website";
import { emailEntries, phoneEntries, socialProfiles, strings } from "./normalize";
import type { ContactRecord, SourceLead } from "./types";

/**
 * One image read by OCR (lib/scraping/ocr/contacts.ts OcrLead): every email and phone in its text; of its
 * URLs, social profiles are profiles and the first other one is the website.
 */
export function contactFromImage(lead: SourceLead): ContactRecord {
  const d = platformOutput(lead.data);
  const urls = strings(d.urls);
  const profiles = socialProfiles(urls, "ocr");
  const website = profiles.find((p) => p.network === "other")?.url ?? null;
  return buildContact("ocr", {
    name: lead.name,
    emails: emailEntries([lead.email, ...strings(d.emails)], "ocr"),
    phones: phoneEntries([lead.phone, ...strings(d.phones)], "ocr"),
    website,
    socials: profiles.filter((p) => p.network !== "other"),
  });
}
