import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { leads } from "@/db/schema";
import type { LeadPlatform } from "./constants";
import { leadSummaryFields, type LeadRow, type LeadSummary } from "./types";
import type { LeadSortColumn } from "./validations";

/** The columns of a LeadRow, named as the row type names them. */
export const leadRowColumns = sql`${leads.id} as "id", ${leads.listId} as "listId", ${leads.platform} as "platform",
  ${leads.status} as "status", ${leads.name} as "name", ${leads.company} as "company", ${leads.email} as "email",
  ${leads.phone} as "phone", ${leads.headline} as "headline", ${leads.location} as "location",
  ${leads.address} as "address", ${leads.url} as "url", ${leads.data} as "data",
  ${leads.scrapedAt} as "scrapedAt", ${leads.updatedAt} as "updatedAt", ${leads.firstName} as "firstName",
  ${leads.lastName} as "lastName", ${leads.title} as "title", ${leads.emails} as "emails",
  ${leads.emailStatus} as "emailStatus", ${leads.phones} as "phones", ${leads.phoneE164} as "phoneE164",
  ${leads.website} as "website", ${leads.domain} as "domain", ${leads.socials} as "socials",
  ${leads.addressParts} as "addressParts", ${leads.latitude} as "latitude", ${leads.longitude} as "longitude",
  ${leads.timeZone} as "timeZone", ${leads.tags} as "tags", ${leads.notes} as "notes",
  ${leads.customFields} as "customFields", ${leads.provenance} as "provenance"`;

/** The jsonb columns of a LeadRow: either driver may hand them over as text. */
type JsonField = "data" | "emails" | "phones" | "socials" | "addressParts" | "customFields" | "provenance";

export type RawLeadRow = Omit<
  LeadRow,
  "id" | JsonField | "scrapedAt" | "updatedAt" | "latitude" | "longitude"
> & {
  id: number | string | bigint;
  scrapedAt: Date | string;
  updatedAt: Date | string;
  latitude: number | string | null;
  longitude: number | string | null;
} & { [K in JsonField]: LeadRow[K] | string | null };

/** The columns of a LeadSummary: what the Leads table shows, without the `data` JSON. */
const leadSummaryColumns = sql.join(
  leadSummaryFields.map((field) => sql`${leads[field]} as ${sql.identifier(field)}`),
  sql`, `,
);

/** postgres-js already gives Dates; a copy would go through Next's instrumented Date constructor again. */
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Both drivers return the same shape after this (postgres-js gives int8 as text; PGlite may give json as text). */
const json = <T>(value: T | string | null, empty: T): T =>
  typeof value === "string" ? (JSON.parse(value) as T) : (value ?? empty);
const float = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toLeadRow(raw: RawLeadRow): LeadRow {
  return {
    ...raw,
    id: Number(raw.id),
    platform: raw.platform as LeadPlatform,
    data: json(raw.data, {}),
    emails: json(raw.emails, []),
    phones: json(raw.phones, []),
    socials: json(raw.socials, []),
    addressParts: json(raw.addressParts, null),
    customFields: json(raw.customFields, {}),
    provenance: json(raw.provenance, {}),
    latitude: float(raw.latitude),
    longitude: float(raw.longitude),
    tags: raw.tags ?? [],
    scrapedAt: toDate(raw.scrapedAt),
    updatedAt: toDate(raw.updatedAt),
  };
}

function toLeadSummary(raw: RawLeadRow): LeadSummary {
  return {
    id: Number(raw.id),
    name: raw.name,
    company: raw.company,
    title: raw.title,
    email: raw.email,
    emailStatus: raw.emailStatus,
    phone: raw.phone,
    website: raw.website,
    tags: raw.tags ?? [],
    platform: raw.platform as LeadPlatform,
    status: raw.status,
    url: raw.url,
    headline: raw.headline,
    location: raw.location,
    address: raw.address,
    scrapedAt: toDate(raw.scrapedAt),
    updatedAt: toDate(raw.updatedAt),
  };
}

/** What a page query reads of each lead, and the row it makes of it. */
export type LeadSelection<Row> = { columns: SQL; toRow: (raw: RawLeadRow) => Row };

export const wholeLeads: LeadSelection<LeadRow> = { columns: leadRowColumns, toRow: toLeadRow };
/** The Leads table's rows: reading and parsing every lead's `data` JSON was a large part of the page's cost. */
export const leadSummaries: LeadSelection<LeadSummary> = {
  columns: leadSummaryColumns,
  toRow: toLeadSummary,
};

type SortSpec = { column: SQL; key: SQL; param: (key: string) => SQL };

const utcText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
const utcParam = (key: string) => sql`(${key}::timestamp at time zone 'UTC')`;
const textParam = (key: string) => sql`${key}`;
/** Nullable columns sort as '' so the keyset comparison never meets a null. */
function nullableText(column: SQL): SortSpec {
  const value = sql`coalesce(${column}, '')`;
  return { column: value, key: sql`left(${value}, 200)`, param: textParam };
}

/** Sort keys travel in cursors as text; timestamps keep their microseconds so keyset paging never skips a row. */
export const leadSorts: Record<LeadSortColumn, SortSpec> = {
  scrapedAt: { column: sql`${leads.scrapedAt}`, key: utcText(sql`${leads.scrapedAt}`), param: utcParam },
  updatedAt: { column: sql`${leads.updatedAt}`, key: utcText(sql`${leads.updatedAt}`), param: utcParam },
  name: { column: sql`${leads.name}`, key: sql`left(${leads.name}, 200)`, param: textParam },
  platform: { column: sql`${leads.platform}`, key: sql`${leads.platform}`, param: textParam },
  status: { column: sql`${leads.status}`, key: sql`${leads.status}`, param: textParam },
  url: nullableText(sql`${leads.url}`),
  headline: nullableText(sql`${leads.headline}`),
  location: nullableText(sql`${leads.location}`),
  address: nullableText(sql`${leads.address}`),
};
