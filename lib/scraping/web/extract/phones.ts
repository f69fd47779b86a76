import { type CountryCode, parsePhoneNumberFromString } from "libphonenumber-js/max";

/**
 * Phone numbers to E.164 with libphonenumber-js in the site's region. Links (tel:, sms:) and
 * structured data are trusted; a number in running text needs either a phone word before it
 * ("Tel", "Call us", "Phone:") or the written shape of a phone number (+44 ..., (503) ..., 0161 ...),
 * and never follows a registration, tax, order or date word: that keeps VAT and company numbers,
 * SKUs, dates, opening hours and versions out.
 */
// "/" separates the area code in German and Austrian writing ("0 89 / 12 34 56-0").
const CANDIDATE =
  /(?<![\w@/.:+-])(?:\+|00)?\s?(?:\(\s?\+?\d{1,5}\s?\)\s?)?\d[\d\s()./\u2010-\u2013-]{5,22}\d(?:\s*(?:ext\.?|extn\.?|extension|x|#)\s*\d{1,6})?(?![\w@/:]|[.,]\d)/gi;
// German and French compounds ("Telefonnummer", "Tel.-Nr.", "Rufnummer", "Téléphone portable") count as cues too.
const CUE =
  /(?:\b(?:tel|telephone|phone|ph|call|ring|mobile|mob|cell|hotline|helpline|reception|enquiries|office|direct|dial|sms|text|whatsapp|fax|telefon\w*|telefax|tél[ée]phone|tél|t[ée]l\.?-?nr|fon|rufnummer|durchwahl|zentrale|mobil\w*|handy|portable|fixe|standard|appelez|numbers?|contact)\b|\b[tpm]\b)[\s.:()\-–|]*(?:us\s*(?:on|at)?\s*|[a-z]+\s*:\s*)?$/i;
// Registration, tax and bank identifiers; the German and French ones are matched inside compounds
// ("Handelsregisternummer", "Umsatzsteuer-Identifikationsnummer", "USt-IdNr.", "N° SIRET").
const ANTI_CUE =
  /(?:\b(?:vat|reg(?:istered|istration)?|company|co\.?\s*no|abn|acn|uen|gst|ein|tax|sku|item|order|batch|invoice|iban|swift|bic|sort\s*code|account|acct|licen[cs]e|ref(?:erence)?|article|part|serial|build|version|isbn|hr[ab]|siret|siren|rcs|naf|ape|tva|rpps|kvk|btw|charity|fca|sra|no\.|number)\b|steuer|register|handelsreg|ustg|\bust\b|nummer|projekt|auftrag|kunden|rechnung|bestell|artikel|amtsgericht|registergericht|ust\.?-?id|idnr|id-nr|identifikation|wirtschafts|gl[aä]ubiger|konto|blz|bankleitzahl|capital|n°)[^\n\d]{0,25}$/i;
const DATE_OR_VERSION =
  /^(\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}|\d+(\.\d+){2,}|\d{1,2}[:.]\d{2}\s*[-–]\s*\d{1,2}[:.]\d{2})$/;

// A tel: link with an extension, percent-encoded, is under 100 characters; nothing longer is a number.
const MAX_RAW = 256;

export function toE164(raw: string, region: CountryCode): string | null {
  if (raw.length > MAX_RAW) return null;
  let s = raw
    .normalize("NFKC")
    .trim()
    .replace(/^(tel|sms|callto):/i, "");
  try {
    s = decodeURIComponent(s);
  } catch {
    // keep as written
  }
  s = s.split(/[?;]/)[0] ?? "";
  s = s.replace(/\s*(?:ext\.?|extn\.?|extension|x|#)\s*\d{1,6}\s*$/i, "");
  s = s.replace(/^(\s*\+\s*\d{1,3})[\s.-]*\(\s*0\s*\)/, "$1");
  if (!/\d/.test(s) || /[a-wyz]/i.test(s)) return null;
  const digits = s.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return null;
  if (!s.trim().startsWith("+") && digits.startsWith("00")) s = `+${digits.slice(2)}`;
  else if (!s.trim().startsWith("+") && (region === "US" || region === "CA") && digits.startsWith("011"))
    s = `+${digits.slice(3)}`;
  const parsed = parsePhoneNumberFromString(s, region);
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}

function isValidIn(raw: string, region: CountryCode): boolean {
  return parsePhoneNumberFromString(raw, region)?.isValid() ?? false;
}

function phoneShaped(candidate: string): boolean {
  const c = candidate.trim();
  if (/^\+/.test(c) || /^00\d/.test(c)) return true;
  if (/^\(\s?\d{2,5}\s?\)/.test(c)) return true;
  if (/^1[\s.-]\d{3}[\s.-]\d{3}[\s.-]\d{4}$/.test(c) || /^\d{3}[\s.-]\d{3}[\s.-]\d{4}$/.test(c)) return true;
  // A trunk-prefixed national number written in groups: 0161 496 0734, 07700 900417, 020 7946 0321,
  // French pairs 01 23 45 67 89 or 04.78.12.34.56, German 089 / 12 34 56-0.
  if (/^0\d{1,4}([\s-]\d{2,4}){1,3}$/.test(c)) return true;
  if (/^0\d([\s.-]\d{2}){4}$/.test(c)) return true;
  return /^0[\d ]{1,6}\s?\/\s?\d[\d\s-]{2,14}\d$/.test(c);
}

/** A number in running text before the region is known: `grouped` ones count only if valid in the region. */
export type PhoneCandidate = { raw: string; bare: string; grouped: boolean };

const REST_IS_BLANK = /\s*$/y;

/**
 * The numbers a line of text offers, with what decides them except the region. Each test looks at a
 * bounded window around its candidate (the cue words before it, the blank rest of the line), so the
 * pass stays linear however long the line.
 */
export function phoneCandidates(text: string): PhoneCandidate[] {
  const found: PhoneCandidate[] = [];
  for (const line of text.split("\n")) {
    for (const match of line.matchAll(CANDIDATE)) {
      // "+1 415 555 0133 (24/7 for Enterprise)": a bracket opened after the number and not closed is prose.
      const candidate = match[0].trim().replace(/\s*\([^)]*$/, "");
      const bare = candidate.replace(/\s*(?:ext\.?|extn\.?|extension|x|#)\s*\d{1,6}$/i, "");
      const frenchPairs = /^0\d(\.\d{2}){4}$/.test(bare);
      if (
        !frenchPairs &&
        (DATE_OR_VERSION.test(bare) || (/^\d+$/.test(bare.replace(/\./g, "")) && bare.includes(".")))
      )
        continue;
      if (/\d\/\d+\/\d/.test(bare)) continue; // 143/123/45678: a tax number's shape, or a date's
      const before = line.slice(Math.max(0, match.index! - 64), match.index!);
      if (ANTI_CUE.test(before) && !CUE.test(before.slice(-24))) continue;
      REST_IS_BLANK.lastIndex = match.index! + match[0].length;
      const labelled =
        match.index! === before.length && /^[^\d:]{2,40}:\s*$/.test(before) && REST_IS_BLANK.test(line);
      const groupedShape = /^\d{2,5}([\s-]\d{2,5}){1,4}$/.test(bare);
      if (!CUE.test(before.slice(-40)) && !phoneShaped(bare) && !labelled) {
        if (groupedShape) found.push({ raw: candidate, bare, grouped: true });
        continue;
      }
      found.push({ raw: candidate, bare, grouped: false });
    }
  }
  return found;
}

/** The candidates' E.164 numbers in `region`. */
export function resolvePhones(candidates: PhoneCandidate[], region: CountryCode): string[] {
  const found: string[] = [];
  for (const { raw, bare, grouped } of candidates) {
    if (grouped && !isValidIn(bare, region)) continue;
    const e164 = toE164(raw, region);
    if (e164) found.push(e164);
  }
  return found;
}

export function textPhones(text: string, region: CountryCode): string[] {
  return resolvePhones(phoneCandidates(text), region);
}
