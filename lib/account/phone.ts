import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js";

/** A phone number as typed, in E.164 (+6591234567); null when it is not a valid number. Needs its country code. */
export function toE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim());
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * The sign-up form's country code joined to the digits typed after it, in E.164. Digits that repeat the
 * country code (a pasted "+65 9123 4567") or carry the national trunk 0 (Malaysia's "012 345 6789") are
 * read as the number they are; digits no country would recognise are joined as they are (the spec's rule).
 */
export function joinCountryCode(countryCode: string, digits: string): string {
  const parsed = parsePhoneNumberFromString(digits, { defaultCallingCode: countryCode.replace("+", "") });
  return parsed?.isValid() ? parsed.number : `${countryCode}${digits}`;
}
