import { cleanHeader, type ImportField, type ImportTarget, listFields } from "./fields";
import { foldText, headerWords } from "./header-words";
import { businessListingHeader, headerRules } from "./header-rules";
import { isOwnExport, ownExportTarget } from "./own-export";

type Claim = { field: ImportField; score: number; bare: boolean } | null;

const EMAIL_IN_TEXT = /[^\s@;,:<>"]+@[^\s@;,:<>"]+\.[^\s@;,:<>"]+/;
/** A header word for email in a language the rules may not spell out ("E-post", "Sähköposti", "이메일"). */
const EMAIL_WORD = new RegExp(
  foldText(
    "mail|correo|courriel|posta|post|posti|почта|пошта|ταχυδρομ|بريد|ايميل|ایمیل|מייל|דוא|דואר|ईमेल|อีเมล|メール|邮|郵|이메일|surel",
  ),
);
/** Columns about someone else than the lead (an owner's or assistant's email). */
const OTHER_PERSON = /\b(?:owner|assistant|manager|spouse|referred|rep|user|sender)\b/;

/**
 * The record a CRM export names before the field ("Person - Job title", "Organization - Website" in
 * Pipedrive's): a person's fields are the lead's, an organization's only where they are the company's.
 * Not a deal's (its title is not the lead's), nor "Company …" (Sales Navigator's company URL is a page
 * on LinkedIn, not the website).
 */
const PERSON_PREFIX = /^(?:person|contact|lead) (?=\S)/;
const ORGANIZATION_PREFIX = /^(?:organization|organisation) (?=\S)/;
const organizationFields = new Set<ImportField>([
  "company",
  "website",
  "phones",
  "street",
  "city",
  "region",
  "postalCode",
  "country",
]);

function ruleClaim(text: string): Claim {
  let best: Claim = null;
  for (const rule of headerRules)
    if (rule.re.test(text) && (!best || rule.score > best.score))
      best = { field: rule.field, score: rule.score, bare: rule.bare === true };
  return best;
}

/** A header's field; one known only without its record prefix ranks below a column that names it plainly. */
function claimOf(header: string): Claim {
  const text = headerWords(header);
  const direct = ruleClaim(text);
  if (direct) return direct;
  const prefix = [PERSON_PREFIX, ORGANIZATION_PREFIX].find((re) => re.test(text));
  const unprefixed = prefix ? ruleClaim(text.replace(prefix, "")) : null;
  if (!unprefixed || unprefixed.bare) return null;
  if (prefix === ORGANIZATION_PREFIX && !organizationFields.has(unprefixed.field)) return null;
  return { ...unprefixed, score: unprefixed.score - 1 };
}

function columnValues(rows: string[][], index: number): string[] {
  return rows.map((r) => (r[index] ?? "").trim()).filter(Boolean);
}

/** What the values say: an "email" column without one address is not an email column, and the other way round. */
function checkEmails(claim: Claim, header: string, values: string[]): Claim {
  const withAddress = values.filter((v) => EMAIL_IN_TEXT.test(v.normalize("NFKC"))).length;
  if (claim?.field === "emails") return values.length && !withAddress ? null : claim;
  if (claim || !values.length || withAddress / values.length < 0.8) return claim;
  const text = headerWords(header);
  return EMAIL_WORD.test(text) && !OTHER_PERSON.test(text)
    ? { field: "emails", score: 5, bare: false }
    : claim;
}

const LINKEDIN_PROFILE = /^(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/in\//i;

/** A column unclaimed or taken for a website ("Profile URL", "URL") whose values are LinkedIn profiles. */
function checkProfiles(claim: Claim, values: string[]): Claim {
  if ((claim && claim.field !== "website") || !values.length) return claim;
  const profiles = values.filter((v) => LINKEDIN_PROFILE.test(v)).length;
  return profiles / values.length >= 0.8 ? { field: "linkedinUrl", score: 5, bare: false } : claim;
}

/**
 * A bare "Name" ("Nom", "Nombre", "Naam") means what the other columns leave: the family name beside a
 * first name (French, German, Dutch), the given name beside a family name (Spanish, Italian), nothing new
 * beside a full-name column, the business in a business listing, else the full name (also beside first
 * and last name columns, as Google's older export writes it).
 */
function placeBareName(claims: Claim[], headers: string[]): void {
  const has = (field: ImportField) => claims.some((c) => c?.field === field && !c.bare);
  const listing = headers.some((h) => businessListingHeader.test(headerWords(h)));
  claims.forEach((claim, i) => {
    if (!claim?.bare) return;
    const first = has("firstName");
    const last = has("lastName");
    let field: ImportField | null = "fullName";
    if (has("fullName")) field = null;
    else if (first && !last) field = "lastName";
    else if (last && !first) field = "firstName";
    else if (!has("company") && listing) field = "company";
    claims[i] = field ? { field, score: claim.score, bare: true } : null;
  });
}

/** A single-valued field goes to its best column (the first among equals); the others become custom. */
function resolveConflicts(claims: Claim[]): ImportTarget[] {
  const winner = new Map<ImportField, number>();
  claims.forEach((claim, i) => {
    if (!claim || listFields.has(claim.field)) return;
    const current = winner.get(claim.field);
    if (current === undefined || claim.score > (claims[current]?.score ?? 0)) winner.set(claim.field, i);
  });
  return claims.map((claim, i) => {
    if (!claim) return "custom";
    return listFields.has(claim.field) || winner.get(claim.field) === i ? claim.field : "custom";
  });
}

/**
 * The mapping step's first guess for a file: one target per column, from its header and the first rows'
 * values. Columns nothing claims become custom fields; the user drops what is not worth keeping.
 */
export function guessMapping(headers: string[], rows: string[][] = []): ImportTarget[] {
  const names = headers.map(cleanHeader);
  if (isOwnExport(names)) return names.map(ownExportTarget);
  const claims = names.map((header, i) => {
    const values = columnValues(rows, i);
    return checkProfiles(checkEmails(claimOf(header), header, values), values);
  });
  placeBareName(claims, names);
  return resolveConflicts(claims);
}
