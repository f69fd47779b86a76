import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import type { PostalAddress, Person } from "./structured-read";
import { boundedText } from "./text";

/**
 * Contacts marked up without schema.org: hCard / h-card people and addresses, the <address>
 * element, and the postal block under an Impressum or imprint heading.
 */
const clean = (s: string | undefined) => (s ?? "").replace(/\s+/g, " ").trim() || undefined;
// A contact page has a few cards and addresses; a page of thousands (nested or not) is read no further.
const MAX_BLOCKS = 50;

export function hCards($: CheerioAPI): { people: Person[]; addresses: PostalAddress[]; orgNames: string[] } {
  const people: Person[] = [];
  const addresses: PostalAddress[] = [];
  const orgNames: string[] = [];
  $(".vcard, .h-card")
    .slice(0, MAX_BLOCKS)
    .each((_, el) => {
      const card = $(el);
      const pick = (sel: string) => {
        const found = card.find(sel)[0];
        return found ? clean(boundedText(found, 300)) : undefined;
      };
      const name = pick(".fn, .p-name");
      const org = pick(".org, .p-org");
      const role = pick(".title, .role, .p-job-title, .p-role");
      if (name && role && name !== org) people.push({ name, role });
      else if (org && (!name || name === org)) orgNames.push(org);
    });
  $(".adr, .h-adr, .p-adr")
    .slice(0, MAX_BLOCKS)
    .each((_, el) => {
      const adr = $(el);
      const pick = (sel: string) => {
        const found = adr.find(sel)[0];
        return found ? clean(boundedText(found, 300)) : undefined;
      };
      const a = {
        street: pick(".street-address, .p-street-address"),
        locality: pick(".locality, .p-locality"),
        region: pick(".region, .p-region"),
        postalCode: pick(".postal-code, .p-postal-code"),
        country: pick(".country-name, .p-country-name"),
      };
      if (a.street || a.postalCode) addresses.push(a);
    });
  return { people, addresses, orgNames };
}

const LINE_BREAKS = new Set(["br", "p", "div", "li"]);

/**
 * The first `maxLines` lines of a block: text split at <br>, at the end of a p, div or li, and at
 * newlines in the text, reading a bounded number of nodes (an address is a few short lines).
 */
function lines(el: AnyNode, maxLines: number): string[] {
  const out: string[] = [];
  let current = "";
  const flush = () => {
    const line = clean(current);
    if (line) out.push(line);
    current = "";
  };
  const stack: (AnyNode | "break")[] = [el];
  for (let visited = 0; stack.length && out.length < maxLines && visited < 2000; visited++) {
    const node = stack.pop()!;
    if (node === "break") {
      flush();
      continue;
    }
    if (node.type === "text") {
      const parts = (node as unknown as { data: string }).data.split("\n");
      current += parts[0];
      for (const part of parts.slice(1)) {
        flush();
        current = part;
      }
      continue;
    }
    if (node.type !== "tag") continue;
    const name = (node as Element).name.toLowerCase();
    if (name === "br") {
      flush();
      continue;
    }
    if (LINE_BREAKS.has(name) && node !== el) stack.push("break");
    const children = (node as Element).children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  flush();
  return out.slice(0, maxLines);
}

const POSTAL_LINE = /\b(\d{4,6}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\b/;
const CONTACT_LINE = /@|^(tel|phone|fax|email|e-mail|t|f|e|m)\b|https?:\/\/|^\+?[\d\s()./-]{7,}$/i;

/** One-line postal addresses from <address> elements and the Impressum block. */
export function addressBlocks($: CheerioAPI): string[] {
  const out: string[] = [];
  const take = (candidate: string[]) => {
    const postal = candidate.filter((l) => !CONTACT_LINE.test(l));
    if (postal.length >= 2 && postal.some((l) => POSTAL_LINE.test(l)) && postal.some((l) => /\d/.test(l)))
      out.push(postal.join(", "));
  };
  $("address")
    .slice(0, MAX_BLOCKS)
    .each((_, el) => take(lines(el, 12)));
  const headings = $("h1, h2, h3, h4").filter((_, el) =>
    /^(impressum|imprint|legal notice|angaben gemäß|mentions légales)/i.test(boundedText(el, 100).trim()),
  );
  headings.slice(0, MAX_BLOCKS).each((_, el) => {
    const block = $(el).nextAll("p, div, address")[0];
    if (block) take(lines(block, 6));
  });
  return out;
}
