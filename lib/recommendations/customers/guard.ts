import type { BuyerKind } from "./buyers";
import type { CustomerPhrase } from "./phrases";

/**
 * What the business is, so that it never becomes a search term (a search for it finds competitors):
 * its kind's own nouns, the subject of its first sentence and the business type the profile read. The
 * customers the description names are exempt ("lead generation for roofing contractors" searches for
 * roofing contractors even though "roofing" is a trade the table knows).
 */
export type CompetitorGuard = { own: RegExp[]; ownPrefixes: RegExp[]; customers: string[] };

const genericHeads = new Set([
  "company",
  "companies",
  "business",
  "businesses",
  "services",
  "service",
  "provider",
  "providers",
  "startup",
  "firm",
  "team",
  "group",
  "solutions",
  "store",
  "shop",
  "brand",
  "platform",
]);
const subjectStops =
  /\b(?:in|for|with|that|who|which|offering|offers|selling|sells|serving|serves|supplying|supplies|helping|helps|based|open|shipping|delivering|placing|connecting|treating|looking|advising|aimed|providing|to|from|on|at|via|through|sold|shooting)\b|[.,;:!?()]/;
const leading =
  /^(?:(?:we|we're|we are|i am|i'm|our|a|an|the|small|independent|local|family[- ]run|new|boutique|leading)\s+)+/;

/** The nouns of the first sentence's subject: "Dental clinic in Singapore …" → ["dental clinic", "clinic"]. */
export function subjectTerms(description: string): string[] {
  const first = description.toLowerCase().trim();
  if (/^(?:we|i)\s+(?!are\b|am\b)/.test(first)) return []; // "We build websites …": a verb, no subject noun
  const cut = subjectStops.exec(first);
  const subject = first
    .slice(0, cut ? cut.index : first.length)
    .replace(leading, "")
    .trim();
  if (!subject || /^(?:we|i)\b/.test(subject) || subject.split(/\s+/).length > 6) return [];
  const terms = new Set<string>();
  for (const part of subject.split(/\s+(?:and|&)\s+/)) {
    const words = part.split(/\s+/).filter((w) => !genericHeads.has(w));
    if (!words.length) continue;
    terms.add(words.join(" "));
    const head = part.split(/\s+/).at(-1)!;
    if (!genericHeads.has(head)) terms.add(head);
  }
  return [...terms].filter((t) => t.length > 2);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const termRe = (term: string) => new RegExp(`(?<![\\w-])${escape(term)}(?:s|es)?(?![\\w-])`, "i");

export function competitorGuard(params: {
  description: string;
  kind: BuyerKind | null;
  businessType: string | null;
  customers: CustomerPhrase[];
}): CompetitorGuard {
  const customers = params.customers.map((c) => c.text);
  const namedAsCustomer = (term: string) => customers.some((c) => c.includes(term));
  const own: RegExp[] = [];
  // The kind's nouns also catch a hashtag that starts with one ("farmtotable"); a subject word like
  // "skincare" does not, since "#skincareroutine" is what its buyers tag.
  const ownPrefixes = params.kind
    ? [new RegExp(params.kind.own.source.replace(/\(\?!\[\\w-\]\)$/, ""), "i")]
    : [];
  if (params.kind) own.push(new RegExp(params.kind.own.source, "i"));
  for (const term of subjectTerms(params.description)) if (!namedAsCustomer(term)) own.push(termRe(term));
  if (params.businessType && !namedAsCustomer(params.businessType)) own.push(termRe(params.businessType));
  return { own, ownPrefixes, customers };
}

/** Whether a search term would find the business's competitors rather than its customers. */
export function findsCompetitors(term: string, guard: CompetitorGuard): boolean {
  // The named customers are taken out first: "roofing contractors London" is a customer search, "roofing" alone is not.
  let text = term.toLowerCase().trim();
  for (const c of guard.customers) text = text.split(c).join(" ");
  if (guard.own.some((re) => re.test(text))) return true;
  // A hashtag runs words together: "farmtotable" starts with "farm", so its word end is not required.
  const token = text.replace(/^[#@]/, "");
  return !/\s/.test(token) && guard.ownPrefixes.some((re) => re.test(token));
}
