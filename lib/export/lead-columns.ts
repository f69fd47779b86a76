import { type SQL, sql } from "drizzle-orm";
import { leads } from "@/db/schema";
import type { LeadRow } from "@/lib/leads/types";

/**
 * The CSV export's columns, each written the same way by both writers: `value` for the keyset writer
 * (PGlite) and `select` for PostgreSQL's COPY. Every email and phone: the first three in their own columns
 * (`email`/`phone` are the primary as the source gave it), then all of them joined with "; ".
 */
export type CsvColumn = {
  name: string;
  value: (lead: LeadRow) => string | null;
  select: SQL;
  /** Never a formula (ids, JSON): written without the guard. */
  raw?: boolean;
};

const utc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const isoSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;
const joined = (column: SQL, key: string) =>
  sql`(select string_agg(e.v->>${key}, '; ' order by e.i) from jsonb_array_elements(${column}) with ordinality as e(v, i))`;
const num = (value: number | null) => (value === null ? null : String(value));

const text = (name: string, column: SQL, value: (lead: LeadRow) => string | null): CsvColumn => ({
  name,
  select: column,
  value,
});

function nth(name: string, list: "emails" | "phones", index: number): CsvColumn {
  const key = list === "emails" ? "address" : "number";
  return {
    name,
    select: sql`(${leads[list]}->${index}->>${key})`,
    value: (lead) =>
      list === "emails" ? (lead.emails[index]?.address ?? null) : (lead.phones[index]?.number ?? null),
  };
}

const address = (
  name: string,
  part: "street" | "locality" | "region" | "postalCode" | "country",
): CsvColumn => ({
  name,
  select: sql`(${leads.addressParts}->>${part})`,
  value: (lead) => lead.addressParts?.[part] ?? null,
});

export function leadCsvColumns(customKeys: string[]): CsvColumn[] {
  return [
    { name: "id", select: sql`${leads.id}`, value: (l) => String(l.id), raw: true },
    text("name", sql`${leads.name}`, (l) => l.name),
    text("company", sql`${leads.company}`, (l) => l.company),
    text("email", sql`${leads.email}`, (l) => l.email),
    text("phone", sql`${leads.phone}`, (l) => l.phone),
    text("first_name", sql`${leads.firstName}`, (l) => l.firstName),
    text("last_name", sql`${leads.lastName}`, (l) => l.lastName),
    text("title", sql`${leads.title}`, (l) => l.title),
    nth("email_2", "emails", 1),
    nth("email_3", "emails", 2),
    {
      name: "emails",
      select: joined(sql`${leads.emails}`, "address"),
      value: (l) => l.emails.map((e) => e.address).join("; ") || null,
    },
    nth("phone_2", "phones", 1),
    nth("phone_3", "phones", 2),
    {
      name: "phones",
      select: joined(sql`${leads.phones}`, "number"),
      value: (l) => l.phones.map((p) => p.number).join("; ") || null,
    },
    text("website", sql`${leads.website}`, (l) => l.website),
    text("domain", sql`${leads.domain}`, (l) => l.domain),
    {
      name: "socials",
      select: joined(sql`${leads.socials}`, "url"),
      value: (l) => l.socials.map((s) => s.url).join("; ") || null,
    },
    address("street", "street"),
    address("city", "locality"),
    address("region", "region"),
    address("postal_code", "postalCode"),
    address("country", "country"),
    text("latitude", sql`${leads.latitude}::text`, (l) => num(l.latitude)),
    text("longitude", sql`${leads.longitude}::text`, (l) => num(l.longitude)),
    text("time_zone", sql`${leads.timeZone}`, (l) => l.timeZone),
    text("tags", sql`nullif(array_to_string(${leads.tags}, '; '), '')`, (l) => l.tags.join("; ") || null),
    text("notes", sql`${leads.notes}`, (l) => l.notes),
    ...customKeys.map((key): CsvColumn => ({
      name: `custom.${key}`,
      select: sql`(${leads.customFields}->>${key})`,
      value: (l) => l.customFields[key] ?? null,
    })),
    text("platform", sql`${leads.platform}`, (l) => l.platform),
    text("status", sql`${leads.status}`, (l) => l.status),
    text("headline", sql`${leads.headline}`, (l) => l.headline),
    text("location", sql`${leads.location}`, (l) => l.location),
    text("address", sql`${leads.address}`, (l) => l.address),
    text("url", sql`${leads.url}`, (l) => l.url),
    {
      name: "scraped_at",
      select: utc(sql`${leads.scrapedAt}`),
      value: (l) => isoSeconds(l.scrapedAt),
      raw: true,
    },
    {
      name: "updated_at",
      select: utc(sql`${leads.updatedAt}`),
      value: (l) => isoSeconds(l.updatedAt),
      raw: true,
    },
    { name: "data", select: sql`${leads.data}::text`, value: (l) => JSON.stringify(l.data) },
  ];
}
