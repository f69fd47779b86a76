import type { PostalAddressParts } from "./types";

const POSTAL = /\b(\d{4,6}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d)\b/;

/**
 * Best effort on a one-line address ("12 Main St, Portland, OR 97201, USA", "1 Rue X, 75001 Paris, France"):
 * the last part is the country when there are three or more, a postal code is found where it is written,
 * a leading region code before it ("OR 97201") is the region. The whole line stays in the lead's `address`.
 */
export function parseOneLineAddress(line: string | null | undefined): PostalAddressParts | null {
  const parts = (line ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) return null;
  if (parts.length === 1) return { street: parts[0] };
  const address: PostalAddressParts = { street: parts[0] };
  const rest = parts.slice(1);
  if (rest.length >= 2 && !/\d/.test(rest.at(-1)!)) address.country = rest.pop();
  const withPostal = rest.findIndex((p) => POSTAL.test(p));
  if (withPostal >= 0) {
    const part = rest[withPostal]!;
    address.postalCode = POSTAL.exec(part)![0];
    const left = part.replace(POSTAL, "").trim();
    const before = rest[withPostal - 1];
    if (/^[A-Z]{2,3}$/.test(left) && before) {
      address.region = left;
      address.locality = before;
    } else if (left) address.locality = left;
    else if (before) address.locality = before;
  } else if (rest.length) address.locality = rest.at(-1);
  return address;
}

/** An address on one line, as the Leads table's Address column shows it ("1 Main St, 97201 Portland, OR, USA"). */
export function formatAddress(parts: PostalAddressParts | null | undefined): string | null {
  if (!parts) return null;
  const town = [parts.postalCode, parts.locality].filter(Boolean).join(" ");
  return [parts.street, town, parts.region, parts.country].filter(Boolean).join(", ") || null;
}

/** Where a contact is, as the Location column and filter read it: town, region and country ("Berlin, Germany"). */
export function formatPlace(parts: PostalAddressParts | null | undefined): string | null {
  if (!parts) return null;
  return [parts.locality, parts.region, parts.country].filter(Boolean).join(", ") || null;
}

/**
 * The Leads table's `location` and `address` columns for a contact address that a source gave only as parts
 * (a mapped CSV, an edit, a found address): the place always, the one-line address when it has a street.
 */
export function addressColumns(parts: PostalAddressParts | null | undefined): {
  location: string | null;
  address: string | null;
} {
  return { location: formatPlace(parts), address: parts?.street ? formatAddress(parts) : null };
}
