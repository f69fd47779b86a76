import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { normalizeWebsite } from "@/lib/links/web-address";
import { parse as parseDomain } from "tldts";
import type { ContactSource, EmailEntry, PhoneEntry, SocialProfile } from "./types";
import type { PhoneType, SocialNetwork } from "@/db/schema/contact-types";

/** A pragmatic address check (the HTML spec's): what forms and mail servers accept, not RFC 5322's every corner. */
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/**
 * Trimmed and lower-cased (how duplicates are matched), full-width characters made plain (ＴＡＲＯ＠ｅｘａｍｐｌｅ．ｊｐ,
 * typed in a Japanese input mode), `mailto:` and a query dropped; null when not an email.
 */
export function normalizeEmail(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw
    .normalize("NFKC")
    .trim()
    .replace(/^mailto:/i, "")
    .split("?")[0]!
    .trim()
    .toLowerCase();
  return value.length <= 320 && EMAIL.test(value) ? value : null;
}

export function emailEntries(raws: (string | null | undefined)[], source: ContactSource): EmailEntry[] {
  const seen = new Set<string>();
  const entries: EmailEntry[] = [];
  for (const raw of raws) {
    const address = normalizeEmail(raw);
    if (address && !seen.has(address)) {
      seen.add(address);
      entries.push({ address, status: "unchecked", source });
    }
  }
  return entries;
}

const PHONE_TYPES: Partial<Record<string, PhoneType>> = {
  MOBILE: "mobile",
  FIXED_LINE: "landline",
  FIXED_LINE_OR_MOBILE: "other",
  VOIP: "voip",
  TOLL_FREE: "toll_free",
};

/**
 * A phone as E.164 when libphonenumber-js finds a valid number (in `region` when it has no country code),
 * or only a number of a possible length when `possibleIsEnough`; otherwise kept as given with `e164: false`,
 * so nothing a source gave is lost.
 */
export function phoneEntry(
  raw: string | null | undefined,
  source: ContactSource,
  region?: CountryCode,
  possibleIsEnough = false,
): PhoneEntry | null {
  // NFKC makes full-width digits and dashes (０３－１２３４) plain; other scripts' digits libphonenumber reads itself.
  const given = raw
    ?.normalize("NFKC")
    .trim()
    .replace(/^(tel|sms|callto):/i, "")
    .replace(/^'(?=[+\d(])/, "");
  if (!given || !/\p{Nd}/u.test(given)) return null;
  const international = given.replace(/^00(?=[1-9])/, "+");
  const parsed = parsePhoneNumberFromString(international, region);
  // With the full metadata a number is valid exactly when it has a type, so one look-up answers both.
  const type = parsed?.getType();
  if (parsed && type !== undefined) {
    return { number: parsed.number, e164: true, type: PHONE_TYPES[type] ?? "other", source };
  }
  if (possibleIsEnough && parsed?.isPossible())
    return { number: parsed.number, e164: true, type: "other", source };
  return { number: given.slice(0, 100), e164: false, type: "other", source };
}

export function phoneEntries(
  raws: (string | null | undefined)[],
  source: ContactSource,
  region?: CountryCode,
): PhoneEntry[] {
  const seen = new Set<string>();
  const entries: PhoneEntry[] = [];
  for (const raw of raws) {
    const entry = phoneEntry(raw, source, region);
    if (entry && !seen.has(entry.number)) {
      seen.add(entry.number);
      entries.push(entry);
    }
  }
  return entries;
}

/** The registrable domain (public-suffix list) of a URL, host or email; null for IPs and unknown suffixes. */
export function registrableDomain(value: string | null | undefined): string | null {
  if (!value) return null;
  const host = value.includes("@") ? value.split("@").pop()! : value;
  const parsed = parseDomain(host);
  if (parsed.isIp || !parsed.domain || !parsed.isIcann) return null;
  return parsed.domain.toLowerCase();
}

/** Free-mail providers: their domain says nothing about the lead's company. */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.de",
  "web.de",
  "yandex.ru",
  "mail.ru",
  "qq.com",
]);

export function companyDomainOfEmail(email: string | null | undefined): string | null {
  const domain = registrableDomain(email);
  return domain && !FREE_MAIL_DOMAINS.has(domain) ? domain : null;
}

const NETWORKS: [RegExp, SocialNetwork][] = [
  [/(^|\.)linkedin\.com$/, "linkedin"],
  [/(^|\.)(instagram\.com|instagr\.am)$/, "instagram"],
  [/(^|\.)(facebook\.com|fb\.com)$/, "facebook"],
  [/(^|\.)(twitter\.com|x\.com)$/, "x"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "youtube"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)github\.com$/, "github"],
];

/** Profile URLs with their network; URLs of no known network are kept as `other`. */
export function socialProfiles(urls: (string | null | undefined)[], source: ContactSource): SocialProfile[] {
  const seen = new Set<string>();
  const profiles: SocialProfile[] = [];
  for (const raw of urls) {
    const url = normalizeWebsite(raw);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const host = new URL(url).hostname.toLowerCase();
    profiles.push({ network: NETWORKS.find(([re]) => re.test(host))?.[1] ?? "other", url, source });
  }
  return profiles;
}

export const str = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : null;
export const num = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
