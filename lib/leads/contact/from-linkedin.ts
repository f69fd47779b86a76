import { buildContact } from "./build";
import { socialProfiles, str } from "./normalize";
import type { ContactRecord, SourceLead } from "./types";
import { splitPersonName } from "./person-name";

/** "Head of Sales at Acme Corp" / "CTO @ Acme" / "Founder | Acme": the title and the company. */
export function titleAndCompany(headline: string | null | undefined): {
  title: string | null;
  company: string | null;
} {
  const text = headline?.trim();
  if (!text) return { title: null, company: null };
  const match = /^(.+?)\s+(?:at|@)\s+(.+)$/i.exec(text);
  if (match) return { title: match[1]!.trim(), company: match[2]!.split(/\s[|·•]\s/)[0]!.trim() };
  return { title: text.split(/\s[|·•]\s/)[0]!.trim(), company: null };
}

/** A LinkedIn people-search result (lib/scraping/providers/linkedin.ts): a person with a profile URL. */
export function contactFromLinkedin(lead: SourceLead): ContactRecord {
  const { title, company } = titleAndCompany(lead.headline ?? str(lead.data.headline));
  return buildContact("linkedin", {
    name: lead.name,
    ...splitPersonName(lead.name),
    title,
    company: lead.company ?? company,
    socials: socialProfiles([lead.url ?? str(lead.data.profile_url)], "linkedin").map((p) => ({
      ...p,
      network: "linkedin",
    })),
  });
}
