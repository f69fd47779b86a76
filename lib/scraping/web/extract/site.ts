import { type CheerioAPI, load } from "cheerio";
import { descriptionFromPage, nameFromPage } from "./company";
import { decodeCloudflareEmail, mailtoEmails, textEmails, cleanEmail } from "./emails";
import { addressBlocks, hCards } from "./markup";
import { type PhoneCandidate, phoneCandidates, resolvePhones, toE164 } from "./phones";
import { siteRegion } from "./region";
import { canonicalSocial } from "./socials";
import { jsonLdNodes, microdataNodes } from "./structured";
import { scriptData } from "./script-data";
import { readStructured, type Person, type PostalAddress } from "./structured-read";
import { visibleText } from "./text";

/** The lead's JSON for one website (the corpus checker's field names plus url and description). */
export type WebLead = {
  url: string;
  companyName: string | null;
  description: string | null;
  emails: string[];
  phones: string[];
  socials: string[];
  addresses: (PostalAddress | string)[];
  people: Person[];
  region: string;
  pagesCrawled: number;
};

/** What one page says, plain data (it crosses from the extraction worker): the region is decided per site. */
export type PageFacts = {
  names: string[];
  fallbackName?: string;
  descriptions: string[];
  emails: string[];
  rawPhones: string[];
  phoneCandidates: PhoneCandidate[];
  socials: string[];
  addresses: (PostalAddress | string)[];
  people: Person[];
  countries: string[];
  lang?: string;
};

// More than a real contact page holds; past these a page adds nothing (and costs no more number parsing).
const MAX_PER_PAGE = 500;

const unique = <T>(items: T[], key: (item: T) => string = String) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

const firstUnique = (items: string[]) => unique(items).slice(0, MAX_PER_PAGE);

export function readPage($: CheerioAPI, withScripts = true): PageFacts {
  const scripts = withScripts ? scriptData($) : null;
  const structured = readStructured([...jsonLdNodes($), ...microdataNodes($), ...(scripts?.nodes ?? [])]);
  const cards = hCards($);
  const emails = [
    ...structured.emails.map(cleanEmail).filter((e): e is string => !!e),
    ...(scripts?.emails ?? []).flatMap(mailtoEmails),
  ];
  const rawPhones = [...structured.phones, ...(scripts?.phones ?? [])];
  const links: string[] = [...structured.links, ...(scripts?.links ?? [])];
  $("a[href], area[href], link[href]").each((_, el) => {
    const href = ($(el).attr("href") ?? "").trim();
    if (/^mailto:/i.test(href)) emails.push(...mailtoEmails(href));
    else if (/^(tel|sms|callto):/i.test(href)) rawPhones.push(href);
    else if (/\/cdn-cgi\/l\/email-protection#/i.test(href)) {
      const decoded = decodeCloudflareEmail(href.split("#")[1] ?? "");
      if (decoded) emails.push(decoded);
    } else links.push(href);
  });
  $("[data-cfemail]").each((_, el) => {
    const decoded = decodeCloudflareEmail($(el).attr("data-cfemail") ?? "");
    if (decoded) emails.push(decoded);
  });
  const text = [visibleText($, $("body")[0] ?? undefined), ...(scripts?.text ?? [])].join("\n");
  emails.push(...textEmails(text));
  const description = descriptionFromPage($);
  // HTML that the app renders from its state (a CMS's rich text) is read like the page itself.
  const fragments = scripts?.html.length ? readPage(load(scripts.html.join("\n")), false) : null;
  if (fragments) {
    emails.push(...fragments.emails);
    rawPhones.push(...fragments.rawPhones);
    links.push(...fragments.socials);
  }
  return {
    names: [...structured.names, ...cards.orgNames],
    fallbackName: nameFromPage($),
    descriptions: [...(description ? [description] : []), ...structured.descriptions],
    emails: firstUnique(emails),
    rawPhones: firstUnique(rawPhones),
    phoneCandidates: unique(
      [...phoneCandidates(text), ...(fragments?.phoneCandidates ?? [])],
      (c) => c.raw,
    ).slice(0, MAX_PER_PAGE),
    socials: firstUnique(links.map(canonicalSocial).filter((s): s is string => !!s)),
    addresses: [...structured.addresses, ...cards.addresses, ...addressBlocks($)],
    people: [...structured.people, ...cards.people],
    countries: structured.countries,
    lang: $("html").attr("lang") ?? undefined,
  };
}

export function readPageHtml(html: string): PageFacts {
  return readPage(load(html));
}

/** Merges the pages of one site (the start page first; a page that could not be read is null) into its lead. */
export function mergeSiteFacts(site: URL, pages: (PageFacts | null)[]): WebLead {
  const facts = pages.filter((f): f is PageFacts => f !== null);
  const start = pages[0] ?? undefined;
  const region = siteRegion({
    countries: facts.flatMap((f) => f.countries),
    lang: start?.lang,
    hostname: site.hostname,
  });
  const phones = facts
    .flatMap((f) => [
      ...f.rawPhones.map((p) => toE164(p, region)),
      ...resolvePhones(f.phoneCandidates, region),
    ])
    .filter((p): p is string => !!p);
  const companyName = facts.flatMap((f) => f.names)[0] ?? start?.fallbackName ?? null;
  const addresses = unique(
    facts.flatMap((f) => f.addresses),
    (a) =>
      (typeof a === "string" ? a : [a.street, a.postalCode, a.locality].join("|"))
        .toLowerCase()
        .replace(/\W+/g, ""),
  );
  return {
    url: site.href,
    companyName,
    description: start?.descriptions[0] ?? facts.flatMap((f) => f.descriptions)[0] ?? null,
    emails: unique(facts.flatMap((f) => f.emails)),
    phones: unique(phones),
    socials: unique(facts.flatMap((f) => f.socials)),
    addresses,
    people: unique(
      facts.flatMap((f) => f.people),
      (p) => p.name.toLowerCase(),
    ),
    region,
    pagesCrawled: pages.length,
  };
}

/** Reads and merges in one go, on the calling thread (tests; the scraper reads pages in the extraction worker). */
export function buildWebLead(site: URL, pages: { url: URL; html: string }[]): WebLead {
  return mergeSiteFacts(
    site,
    pages.map((p) => readPageHtml(p.html)),
  );
}
