import type { BusinessProfile } from "../types";
import { kindOf, type BuyerKind } from "./buyers";
import { competitorGuard, findsCompetitors, type CompetitorGuard } from "./guard";
import { placeHeads } from "./lexicon";
import { readCustomerPhrases, type CustomerPhrase } from "./phrases";

/**
 * Where the business's customers are, per lead source: the places to search on Google Maps, the roles to
 * search on LinkedIn, the hashtags on Instagram, the sites to read. Named customers come first, then the
 * table of who buys from this kind of business, then the audience's default; every term passes the
 * competitor guard.
 */
export type CustomerPlan = {
  named: CustomerPhrase[];
  kind: BuyerKind | null;
  places: string[];
  roles: string[];
  /** What the LinkedIn keywords add to a role: the companies the description names ("manufacturing companies"). */
  companies: string[];
  hashtags: string[];
  /** Customers whose own websites carry the contact details (online shops, blogs). */
  sites: string[];
  /** Web addresses the description gives, as full URLs. */
  urls: string[];
  guard: CompetitorGuard;
};

const B2C_DEFAULT_PLACES = ["offices", "companies"];
const B2B_DEFAULT_ROLES = ["founder", "CEO"];
const USERNAME = /^[a-z0-9._]{1,30}$/;

export function planCustomers(
  description: string,
  profile: Pick<BusinessProfile, "audience" | "businessType">,
): CustomerPlan {
  const named = readCustomerPhrases(description);
  const original = (p: CustomerPhrase) =>
    description.length === description.toLowerCase().length ? description.slice(p.start, p.end) : p.text;
  let masked = description.toLowerCase();
  for (const p of named)
    masked = masked.slice(0, p.start) + " ".repeat(p.end - p.start) + masked.slice(p.end);
  const kind = kindOf(masked);
  const guard = competitorGuard({ description, kind, businessType: profile.businessType, customers: named });
  const keep = (terms: string[]) => unique(terms.filter((t) => !findsCompetitors(t, guard)));

  const of = (cls: CustomerPhrase["cls"]) => named.filter((p) => p.cls === cls);
  const placeable = (p: CustomerPhrase) =>
    placeHeads.has(p.text.split(" ").at(-1)!) || /(?:stores|shops)$/.test(p.text);
  const namedPlaces = named
    .filter((p) => (p.cls === "business" || p.cls === "role") && placeable(p))
    .map((p) => p.text);
  const namedRoles = of("role").map(original);
  const namedCompanies = named.filter((p) => p.cls === "business" || p.cls === "site").map(original);
  const consumers = of("consumer").map((p) => p.text);

  const places = keep([...namedPlaces, ...(kind?.places ?? []), ...B2C_DEFAULT_PLACES]);
  const roles = keep([
    ...namedRoles,
    ...(kind?.roles ?? []),
    ...(profile.audience === "B2B" || !kind ? B2B_DEFAULT_ROLES : []),
  ]);
  const namedRoleTags = of("role").map((p) => p.text);
  // Named customers first; then what this kind's buyers tag; the roles and companies named are the last resort.
  const asTags = (terms: string[]) =>
    keep(terms)
      .map(toHashtag)
      .filter((h) => USERNAME.test(h));
  // Named consumers first, else the roles and companies named; then what this kind's buyers tag.
  const namedBuyers = [...namedRoleTags, ...namedCompanies];
  const tagged = asTags([
    ...consumers,
    ...(consumers.length ? [] : namedBuyers),
    ...(kind?.hashtags ?? []),
    ...namedRoleTags,
  ]);
  // Only when nothing says who the buyers are: the default roles, as tags.
  const hashtags = tagged.length ? tagged : asTags(roles);
  const sites = keep([
    ...of("site").map((p) => p.text),
    ...namedPlaces,
    ...namedCompanies.map((c) => c.toLowerCase()),
    ...places,
  ]);
  return {
    named,
    kind,
    places,
    roles: roles.length ? roles : B2B_DEFAULT_ROLES,
    companies: namedCompanies,
    hashtags: unique(hashtags),
    sites,
    urls: urlsIn(description),
    guard,
  };
}

/** "beauty lovers" → "beautylovers": a hashtag is also a valid Instagram username (letters, digits, . and _). */
export function toHashtag(term: string): string {
  return term
    .toLowerCase()
    .replace(/^[#@]/, "")
    .replace(/[^a-z0-9._]/g, "");
}

function unique(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((t) => {
    const key = t.toLowerCase().replace(/s$/, ""); // "CTOs" and "CTO" are one role
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

function urlsIn(description: string): string[] {
  const found = description.match(/\b(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s,;)]*)?/gi) ?? [];
  return unique(
    found
      .filter((u) => !/^\d/.test(u) && /\.[a-z]{2,}(?:\/|$)/i.test(u))
      .map((u) => (/^https?:\/\//i.test(u) ? u : `https://${u}`)),
  );
}
