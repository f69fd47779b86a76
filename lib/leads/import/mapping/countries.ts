import { type CountryCode, getCountries } from "libphonenumber-js/max";
import { foldText } from "./header-words";

/** The languages of the header vocabulary (header-rules.ts), so "Sverige", "Россия" and "日本" name their country. */
const languages = [
  "en",
  "de",
  "fr",
  "es",
  "it",
  "pt",
  "nl",
  "sv",
  "da",
  "nb",
  "fi",
  "pl",
  "cs",
  "ro",
  "hu",
  "tr",
  "ru",
  "id",
  "vi",
  "ja",
  "zh",
  "zh-Hant",
  "ko",
  "uk",
  "el",
  "ar",
  "fa",
  "he",
  "hi",
  "th",
];
const aliases: Record<string, CountryCode> = {
  usa: "US",
  "u s": "US",
  "u s a": "US",
  america: "US",
  "united states of america": "US",
  uk: "GB",
  "u k": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  holland: "NL",
  deutschland: "DE",
  uae: "AE",
  // What Gulf spreadsheets write for the two whose display names are longer ("the United Arab Emirates").
  الإمارات: "AE",
  السعودية: "SA",
};

const key = (name: string) =>
  foldText(name)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

let byName: Map<string, CountryCode> | undefined;

function names(): Map<string, CountryCode> {
  if (byName) return byName;
  byName = new Map(Object.entries(aliases).map(([name, code]) => [key(name), code]));
  for (const language of languages) {
    const display = new Intl.DisplayNames([language], { type: "region" });
    for (const code of getCountries()) {
      const name = display.of(code);
      if (name && !byName.has(key(name))) byName.set(key(name), code);
    }
  }
  return byName;
}

/**
 * The calling region of a country cell ("United States", "Deutschland", "UK", "GB"), so a national phone
 * number in the same row can be completed to E.164; undefined when the cell names no country we know.
 */
export function regionOfCountry(cell: string | null | undefined): CountryCode | undefined {
  const value = cell?.trim();
  if (!value) return undefined;
  const code = value.toUpperCase();
  // A country code, else a name ("UK" is one, not a code).
  if (getCountries().includes(code as CountryCode)) return code as CountryCode;
  return names().get(key(value));
}
