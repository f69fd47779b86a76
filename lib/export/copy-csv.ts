import "server-only";
import { type SQL, and, sql } from "drizzle-orm";
import { copyOut, toQuery } from "@/db/raw";
import { leads } from "@/db/schema";
import { leadSorts } from "@/lib/leads/lead-select";
import { leadCsvColumns } from "./lead-columns";
import type { ExportSelection } from "./selection";

/**
 * The CSV neutralisation in SQL, as `neutraliseCell` does it: a text starting with = + - @ tab or CR gets a
 * leading ', except a strict E.164 phone number.
 */
const safe = (column: SQL) =>
  sql`case when ${column} ~ '^\\+[1-9][0-9]{6,14}$' then ${column}
    when left(${column}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${column} else ${column} end`;

/** The COPY statement for a selection. COPY takes no bind parameters, so the (validated) values are inlined as literals. */
export function copyCsvStatement(selection: ExportSelection): string {
  const spec = leadSorts[selection.sort];
  const dir = sql.raw(selection.dir);
  const columns = sql.join(
    leadCsvColumns(selection.customKeys).map(
      (c) => sql`${c.raw ? c.select : safe(c.select)} as ${sql.identifier(c.name)}`,
    ),
    sql`, `,
  );
  const select = sql`select ${columns} ${selection.from} where ${and(...selection.where)}
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
