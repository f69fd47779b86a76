import type { ValidLeadRow } from "./lead-rows";
import { addressColumns } from "@/lib/leads/contact/address";
import { contactColumns } from "@/lib/leads/contact/columns";

/** COPY text format: backslash, tab, newline and carriage return escaped; `\N` is NULL. */
function field(value: string | null): string {
  if (value === null) return "\\N";
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) =>
        c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r",
      )
    : value;
}

/** A `text[]` literal: every element quoted, `"` and `\` escaped inside it. */
function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

/** JSON never holds a raw tab, newline or carriage return, so only its backslashes need escaping. */
function json(value: unknown): string {
  const text = JSON.stringify(value);
  return text.includes("\\") ? text.replaceAll("\\", "\\\\") : text;
}
const number = (value: number | null): string => (value === null ? "\\N" : String(value));

/** The `leads` columns an import writes, in the order of `leadCopyLine`. */
export const leadCopyColumns = [
  "workspace_id",
  "list_id",
  "platform",
  "status",
  "data",
  "contact_version",
  "name",
  "company",
  "email",
  "phone",
  "location",
  "address",
  "first_name",
  "last_name",
  "title",
  "email_status",
  "phone_e164",
  "website",
  "domain",
  "time_zone",
  "notes",
  "latitude",
  "longitude",
  "emails",
  "phones",
  "socials",
  "address_parts",
  "custom_fields",
  "provenance",
  "tags",
  "match_keys",
];

/**
 * One imported lead as a COPY text line for `leadCopyColumns`: the row as given plus its contact record, whose
 * address also fills the table's Location and Address columns.
 * Written field by field (a 100,000-row import builds 3.1 million of them): only text a person or a
 * source wrote goes through `field`; ids, constants, numbers and JSON cannot hold a tab or a newline.
 */
export function leadCopyLine(lead: ValidLeadRow, target: { workspaceId: string; listId: string }): string {
  const c = contactColumns(lead.contact, target.workspaceId);
  const { location, address } = addressColumns(c.addressParts);
  const text = [
    lead.name,
    lead.company,
    lead.email,
    lead.phone,
    location,
    address,
    c.firstName,
    c.lastName,
    c.title,
    c.emailStatus,
    c.phoneE164,
    c.website,
    c.domain,
    c.timeZone,
    c.notes,
  ];
  let line = `${target.workspaceId}\t${target.listId}\tcrm\tNEW\t{"source":"CSV import"}\t${c.contactVersion}`;
  for (const value of text) line += `\t${field(value)}`;
  line += `\t${number(c.latitude)}\t${number(c.longitude)}`;
  line += `\t${json(c.emails)}\t${json(c.phones)}\t${json(c.socials)}`;
  line += `\t${c.addressParts ? json(c.addressParts) : "\\N"}\t${json(c.customFields)}\t${json(c.provenance)}`;
  line += `\t${field(textArray(c.tags))}\t${field(textArray(c.matchKeys))}\n`;
  return line;
}

export { field as copyField };
