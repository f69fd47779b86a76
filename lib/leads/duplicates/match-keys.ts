import { FREE_MAIL_DOMAINS, normalizeEmail } from "../contact/normalize";
import type { EmailEntry, PhoneEntry, PostalAddressParts, SocialProfile } from "../contact/types";

/**
 * What a lead is matched on, as plain strings kept in `leads.match_keys` (one GIN index finds every lead
 * sharing one) behind its workspace's tag (`workspaceMatchKeys`). The kind comes first:
 * - `e:` a normalised email, `p:` an E.164 phone, `s:` a LinkedIn or Instagram profile: certain matches;
 * - `dc:` the registrable domain of a company-level lead (no person): certain between two such leads;
 * - `d:` the registrable domain of any lead: uncertain (the same company), never between two people with
 *   different emails (colleagues);
 * - `a:` the name with the street and the postal code (or town): uncertain.
 */
export type MatchSource = {
  name: string | null;
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  emails: Pick<EmailEntry, "address">[];
  phones: Pick<PhoneEntry, "number" | "e164">[];
  socials: Pick<SocialProfile, "url">[];
  domain: string | null;
  address: PostalAddressParts | null;
};

/**
 * Domains shared by unrelated leads: free mail, documentation domains (RFC 2606) and hosts of many sites.
 * A lead whose only domain is one of these has no domain key.
 */
const SHARED_DOMAINS = new Set([
  ...FREE_MAIL_DOMAINS,
  "example.com",
  "example.net",
  "example.org",
  "google.com",
  "facebook.com",
  "linkedin.com",
  "instagram.com",
  "wixsite.com",
  "squarespace.com",
  "wordpress.com",
  "blogspot.com",
  "business.site",
  "godaddysites.com",
  "webnode.page",
]);

const MAX_KEY = 300;

/** Lower case, accents and ß off, punctuation to single spaces, a few street words shortened. */
function normalizeText(value: string | null | undefined): string {
  if (!value) return "";
  return (
    value
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/ß/g, "ss")
      .replace(/&/g, " and ")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      // German streets are compounds (Hauptstraße, Hauptstr.): the suffix folds like the English word.
      .replace(/(\p{L})str(asse)?\b/gu, "$1st")
      .replace(/\b(street|strasse|str)\b/g, "st")
      .replace(/\bavenue\b/g, "ave")
      .replace(/\broad\b/g, "rd")
      .replace(/\bboulevard\b/g, "blvd")
      .trim()
      .replace(/\s+/g, " ")
  );
}

/**
 * Legal forms a business name may carry or drop from one source to the next ("Blue Door Bakery, LLC" on
 * a CSV, "Blue Door Bakery" on Maps), as words after `normalizeText`. Migration 0030 re-keys the leads
 * whose name key ended in one of them; a change here needs the same.
 */
export const LEGAL_FORMS = [
  "llc",
  "inc",
  "incorporated",
  "ltd",
  "limited",
  "corp",
  "corporation",
  "co",
  "company",
  "plc",
  "llp",
  "lp",
  "gmbh",
  "ag",
  "kg",
  "ug",
  "ohg",
  "ev",
  "sa",
  "sas",
  "sarl",
  "eurl",
  "sasu",
  "srl",
  "spa",
  "sl",
  "slu",
  "bv",
  "nv",
  "vof",
  "ab",
  "as",
  "asa",
  "aps",
  "oy",
  "oyj",
  "pty",
  "pte",
  "sdn",
  "bhd",
  "kk",
  // The same forms written with dots ("S.A.", "e.V.", "B.V."), which normalising turns into single letters.
  "s a",
  "s l",
  "e v",
  "b v",
  "n v",
  "a g",
  "s r l",
  "s p a",
  "l l c",
  "p l c",
  "s a s",
  "s a r l",
  "g m b h",
  // "& Co." as in "Müller GmbH & Co. KG".
  "and co",
];
const TRAILING_LEGAL_FORMS = new RegExp(`(?: (?:${LEGAL_FORMS.join("|")}))+$`);

/** A name as its key: normalised, with the legal forms at its end dropped (never the whole name). */
function nameKey(value: string | null | undefined): string {
  const name = normalizeText(value);
  return name.replace(TRAILING_LEGAL_FORMS, "") || name;
}

/** linkedin.com/in/<slug> or /company/<slug>, instagram.com/<user>; null for other URLs. */
function profileKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase().replace(/^(www|[a-z]{2}|m)\./, "");
  const segments = decodeURIComponent(parsed.pathname).toLowerCase().split("/").filter(Boolean);
  if (host === "linkedin.com" && ["in", "company", "school"].includes(segments[0] ?? "") && segments[1]) {
    return `linkedin.com/${segments[0]}/${segments[1]}`;
  }
  if (
    (host === "instagram.com" || host === "instagr.am") &&
    segments[0] &&
    !["p", "reel", "explore"].includes(segments[0])
  ) {
    return `instagram.com/${segments[0]}`;
  }
  return null;
}

/** A company-level lead names no person: no first or last name, and its name is its company (or empty). */
function isCompanyLevel(source: Pick<MatchSource, "name" | "company" | "firstName" | "lastName">): boolean {
  if (source.firstName || source.lastName) return false;
  const name = normalizeText(source.name);
  return !name || !source.company || name === normalizeText(source.company);
}

export function matchKeys(source: MatchSource): string[] {
  const keys = new Set<string>();
  for (const e of source.emails) {
    const email = normalizeEmail(e.address);
    if (email) keys.add(`e:${email}`);
  }
  for (const p of source.phones) if (p.e164) keys.add(`p:${p.number}`);
  for (const s of source.socials) {
    const key = profileKey(s.url);
    if (key) keys.add(`s:${key}`);
  }
  const domain = source.domain?.toLowerCase();
  if (domain && !SHARED_DOMAINS.has(domain)) {
    keys.add(`d:${domain}`);
    if (isCompanyLevel(source)) keys.add(`dc:${domain}`);
  }
  const street = normalizeText(source.address?.street);
  const place = normalizeText(source.address?.postalCode) || normalizeText(source.address?.locality);
  const name = street && place ? nameKey(source.name) : "";
  if (name) keys.add(`a:${name}|${street}|${place}`);
  return [...keys].filter((k) => k.length <= MAX_KEY).sort();
}

/**
 * The stored keys start with their workspace's tag, so the GIN index keeps each tenant's postings apart: a
 * probe for a business that a thousand workspaces each scraped reads this workspace's leads, not all of
 * theirs. The tag is the id's last 12 hex digits (random: ids are `gen_random_uuid()`); the probe still tests
 * `workspace_id`, so a shared tag would cost time, never a wrong match. Migration 0031 tags older keys.
 */
export function workspaceMatchKeys(workspaceId: string, source: MatchSource): string[] {
  const tag = workspaceId.slice(-12);
  return matchKeys(source).map((key) => `${tag}:${key}`);
}

/** A stored key's kind (`e`, `p`, `s`, `dc`, `d` or `a`): the part between its tag and its value. */
export function storedKeyKind(storedKey: string): string {
  return storedKey.split(":", 2)[1] ?? "";
}
