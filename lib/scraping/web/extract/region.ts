import type { CountryCode } from "libphonenumber-js";
import { getCountries } from "libphonenumber-js";

/** The country local-format numbers belong to: the marked-up address, the page language, the ccTLD. */
const KNOWN = new Set<string>(getCountries());
const LANGUAGE_COUNTRY: Record<string, string> = {
  de: "DE",
  fr: "FR",
  nl: "NL",
  it: "IT",
  es: "ES",
  pt: "PT",
  pl: "PL",
  sv: "SE",
  da: "DK",
  nb: "NO",
  no: "NO",
  fi: "FI",
  ja: "JP",
  ko: "KR",
  cs: "CZ",
  el: "GR",
  hu: "HU",
  ro: "RO",
  tr: "TR",
};
const COUNTRY_NAMES: Record<string, string> = {
  "united kingdom": "GB",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "united states": "US",
  usa: "US",
  australia: "AU",
  singapore: "SG",
  germany: "DE",
  deutschland: "DE",
  france: "FR",
  ireland: "IE",
  canada: "CA",
  "new zealand": "NZ",
  austria: "AT",
  österreich: "AT",
  switzerland: "CH",
  schweiz: "CH",
  netherlands: "NL",
  spain: "ES",
  india: "IN",
  "south africa": "ZA",
  belgium: "BE",
  italy: "IT",
};

function asCountry(value: string | undefined): CountryCode | null {
  if (!value) return null;
  const v = value.trim();
  const upper = v.toUpperCase() === "UK" ? "GB" : v.toUpperCase();
  if (KNOWN.has(upper)) return upper as CountryCode;
  const named = COUNTRY_NAMES[v.toLowerCase()];
  return named ? (named as CountryCode) : null;
}

export function siteRegion(input: { countries: string[]; lang?: string; hostname: string }): CountryCode {
  for (const c of input.countries) {
    const code = asCountry(c);
    if (code) return code;
  }
  const [language, region] = (input.lang ?? "").split(/[-_]/);
  const fromLang = asCountry(region) ?? asCountry(LANGUAGE_COUNTRY[(language ?? "").toLowerCase()]);
  if (fromLang) return fromLang;
  const tld = input.hostname.split(".").pop() ?? "";
  if (/^[a-z]{2}$/i.test(tld)) {
    const code = asCountry(tld);
    if (code) return code;
  }
  return "US";
}
