import type { CountryCode } from "libphonenumber-js";
import { textEmails } from "@/lib/scraping/web/extract/emails";
import { textPhones } from "@/lib/scraping/web/extract/phones";

/** The lead's JSON for one image: the text and the emails, phones and URLs found in it. */
export type OcrLead = { text: string; emails: string[]; phones: string[]; urls: string[]; fileName: string };

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+[^\s<>"'().,;:!?]/gi;

export function contactsFromText(text: string, fileName: string, region: CountryCode = "US"): OcrLead {
  const clean = text
    .replace(/\r/g, "")
    .replace(/[ \t]+\n/g, "\n")
    .trim();
  const urls = [
    ...new Set(
      [...clean.matchAll(URL_IN_TEXT)].map((m) => (/^www\./i.test(m[0]) ? `https://${m[0]}` : m[0])),
    ),
  ];
  return {
    text: clean,
    emails: [...new Set(textEmails(clean))],
    phones: [...new Set(textPhones(clean, region))],
    urls,
    fileName,
  };
}
