import type { CheerioAPI } from "cheerio";
import type { PostalAddress, Person } from "./structured-read";

/**
 * Contacts marked up without schema.org: hCard / h-card people and addresses, the <address>
 * element, and the postal block under an Impressum or imprint heading.
 */
const clean = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim() || undefined;

export function hCards($: CheerioAPI): { people: Person[]; addresses: PostalAddress[]; orgNames: string[] } {
  const people: Person[] = [];
  const addresses: PostalAddress[] = [];
  const orgNames: string[] = [];
  $(".vcard, .h-card").each((_, el) => {
    const card = $(el);
    const pick = (sel: string) => clean(card.find(sel).first().text());
    const name = pick(".fn, .p-name");
    const org = pick(".org, .p-org");
    const role = pick(".title, .role, .p-job-title, .p-role");
    if (name && role && name !== org) people.push({ name, role });
    else if (org && (!name || name === org)) orgNames.push(org);
  });
  $(".adr, .h-adr, .p-adr").each((_, el) => {
    const adr = $(el);
    const pick = (sel: string) => clean(adr.find(sel).first().text());
    const a = { street: pick(".street-address, .p-street-address"), locality: pick(".locality, .p-locality"), region: pick(".region, .p-region"), postalCode: pick(".postal-code, .p-postal-code"), country: pick(".country-name, .p-country-name") };
    if (a.street || a.postalCode) addresses.push(a);
  });
  return { people, addresses, orgNames };
}

function lines($: CheerioAPI, el: Parameters<CheerioAPI>[0]): string[] {
  const html = $(el).html() ?? "";
  return html
    .split(/<br\s*\/?>|<\/p>|<\/div>|<\/li>|\n/i)
    .map((part) => clean($(`<div>${part}</div>`).text()))
    .filter((l): l is string => !!l);
}

const POSTAL_LINE = /\b(\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\b/;
const CONTACT_LINE = /@|^(tel|phone|fax|email|e-mail|t|f|e|m)\b|https?:\/\/|^\+?[\d\s()./-]{7,}$/i;

/** One-line postal addresses from <address> elements and the Impressum block. */
export function addressBlocks($: CheerioAPI): string[] {
  const out: string[] = [];
  const take = (candidate: string[]) => {
    const postal = candidate.filter((l) => !CONTACT_LINE.test(l));
    if (postal.length >= 2 && postal.some((l) => POSTAL_LINE.test(l)) && postal.some((l) => /\d/.test(l))) out.push(postal.join(", "));
  };
  $("address").each((_, el) => take(lines($, el)));
  $("h1, h2, h3, h4").each((_, el) => {
    if (!/^(impressum|imprint|legal notice|angaben gemäß|mentions légales)/i.test($(el).text().trim())) return;
    const block = $(el).nextAll("p, div, address").first();
    if (block.length) take(lines($, block[0]!).slice(0, 6));
  });
  return out;
}
