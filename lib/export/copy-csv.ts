import "server-only";
import { type SQL, and, sql } from "drizzle-orm";
import { copyOut, toQuery } from "@/db/raw";
import { leads } from "@/db/schema";
import { leadSorts } from "@/lib/leads/lead-select";
import type { ExportSelection } from "./selection";

/** The CSV neutralisation in SQL: a text starting with = + - @ tab or CR gets a leading '. */
const safe = (column: SQL) =>
  sql`case when left(${column}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${column} else ${column} end`;
const utc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The COPY statement for a selection. COPY takes no bind parameters, so the (validated) values are inlined as literals. */
export function copyCsvStatement(selection: ExportSelection): string {
  const spec = leadSorts[selection.sort];
  const dir = sql.raw(selection.dir);
  const select = sql`select ${leads.id} as id, ${safe(sql`${leads.name}`)} as name, ${safe(sql`${leads.company}`)} as company,
    ${safe(sql`${leads.email}`)} as email, ${safe(sql`${leads.phone}`)} as phone, ${leads.platform} as platform,
    ${safe(sql`${leads.status}`)} as status, ${safe(sql`${leads.headline}`)} as headline, ${safe(sql`${leads.location}`)} as location,
    ${safe(sql`${leads.address}`)} as address, ${safe(sql`${leads.url}`)} as url, ${utc(sql`${leads.scrapedAt}`)} as scraped_at,
    ${utc(sql`${leads.updatedAt}`)} as updated_at, ${leads.data}::text as data
    ${selection.from} where ${and(...selection.where)}
    order by ${spec.column} ${dir}, ${leads.id} ${dir}`;
  return toQuery(sql`copy (${select}) to stdout with (format csv, header true)`.inlineParams()).sql;
}

/**
 * PostgreSQL writes the CSV itself (`COPY ... TO STDOUT`) and the bytes flow to the response with
 * backpressure; `undefined` when the database cannot stream a COPY out (then page through the rows).
 */
export function copyCsvStream(selection: ExportSelection): Promise<AsyncIterable<Uint8Array> | undefined> {
  return copyOut(copyCsvStatement(selection));
}
