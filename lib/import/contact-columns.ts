import { contactFromCsv, type CsvContactRow } from "@/lib/leads/contact/from-csv";
import type { ContactRecord, PostalAddressParts } from "@/lib/leads/contact/types";

/**
 * The contact columns an import recognises beyond name, company, email and phone: this product's own CSV
 * export's headers (lib/export/csv.ts), so an export re-imports as the same leads. Other products' headers
 * are the mapping step's.
 */
const listColumns = {
  emails: ["email_2", "email_3", "emails"],
  phones: ["phone_2", "phone_3", "phones"],
} as const;
const textColumns = {
  firstName: "first_name",
  lastName: "last_name",
  title: "title",
  website: "website",
  socials: "socials",
  latitude: "latitude",
  longitude: "longitude",
  timeZone: "time_zone",
  tags: "tags",
  notes: "notes",
} as const;
const addressColumns = {
  street: "street",
  locality: "city",
  region: "region",
  postalCode: "postal_code",
  country: "country",
} as const satisfies Record<keyof PostalAddressParts, string>;
/** `custom.<key>`: the workspace's custom fields (key as lib/leads/custom-fields.ts allows). */
const CUSTOM = /^custom\.([a-z][a-z0-9_]{0,62})$/;

export type ContactHeader = {
  text: Partial<Record<keyof typeof textColumns, number>>;
  address: Partial<Record<keyof PostalAddressParts, number>>;
  emails: number[];
  phones: number[];
  customKeys: [string, number][];
};

const indexes = <K extends string>(names: string[], columns: Record<K, string>) =>
  Object.fromEntries(
    Object.entries<string>(columns)
      .map(([field, header]) => [field, names.indexOf(header)] as const)
      .filter(([, i]) => i >= 0),
  ) as Partial<Record<K, number>>;

/** Reads a header (trimmed, lower-cased names; the first of duplicates wins). */
export function readContactHeader(names: string[]): ContactHeader {
  const custom = new Map<string, number>();
  names.forEach((n, i) => {
    const key = CUSTOM.exec(n)?.[1];
    if (key && !custom.has(key)) custom.set(key, i);
  });
  return {
    text: indexes(names, textColumns),
    address: indexes(names, addressColumns),
    emails: listColumns.emails.map((h) => names.indexOf(h)).filter((i) => i >= 0),
    phones: listColumns.phones.map((h) => names.indexOf(h)).filter((i) => i >= 0),
    customKeys: [...custom],
  };
}

/** A checked row's contact record. `cell(i)` reads column i as given. */
export function contactOfRecord(
  lead: Pick<CsvContactRow, "name" | "company" | "email" | "phone">,
  header: ContactHeader | undefined,
  cell: (index: number) => string,
): ContactRecord {
  if (!header) return contactFromCsv(lead);
  const text = (field: keyof typeof textColumns) => {
    const i = header.text[field];
    return i === undefined ? null : cell(i) || null;
  };
  const address: PostalAddressParts = {};
  for (const [field, i] of Object.entries(header.address) as [keyof PostalAddressParts, number][]) {
    const value = cell(i);
    if (value) address[field] = value;
  }
  const customFields: Record<string, string> = {};
  for (const [key, i] of header.customKeys) {
    const value = cell(i);
    if (value) customFields[key] = value;
  }
  // Named one by one: spreading `lead` into this many more properties made a slow dictionary-mode object
  // (ten times the cost of the whole record on a 100,000-row import).
  return contactFromCsv({
    name: lead.name,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    firstName: text("firstName"),
    lastName: text("lastName"),
    title: text("title"),
    emails: header.emails.map(cell),
    phones: header.phones.map(cell),
    website: text("website"),
    socials: [text("socials") ?? ""],
    address,
    latitude: text("latitude"),
    longitude: text("longitude"),
    timeZone: text("timeZone"),
    tags: [text("tags") ?? ""],
    notes: text("notes"),
    customFields,
  });
}
