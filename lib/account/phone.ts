import "server-only";
import { parsePhoneNumberFromString } from "libphonenumber-js";

/** A phone number as typed, in E.164 (+6591234567); null when it is not a valid number. Needs its country code. */
export function toE164(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim());
  return parsed?.isValid() ? parsed.number : null;
}
