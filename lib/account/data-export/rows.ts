import "server-only";
import { and, asc, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { exportedColumns, type ExportScope, type ExportTable } from "./tables";

const BATCH = 1_000;

/** `(k1, k2) > (v1, v2)`: keyset paging that stays one indexed range scan at any depth. */
function after(entry: ExportTable, last: Record<string, unknown>, names: string[]): SQL {
  const columns = sql.join(entry.key, sql`, `);
  const values = sql.join(
    names.map((name) => sql`${last[name]}`),
    sql`, `,
  );
  return sql`(${columns}) > (${values})`;
}

/** The table's rows for the scope in batches of 1,000, so a million leads never sit in memory at once. */
export async function* exportRows(
  entry: ExportTable,
  scope: ExportScope,
): AsyncGenerator<Record<string, unknown>[]> {
  const db = await getDb();
  const columns = exportedColumns(entry);
  const byColumn = new Map(Object.entries(columns).map(([name, column]) => [column, name]));
  const keyNames = entry.key.map((column) => byColumn.get(column) ?? "");
  let last: Record<string, unknown> | undefined;
  for (;;) {
    const rows = (await db
      .select(columns)
      .from(entry.table)
      .where(and(entry.where(scope), last ? after(entry, last, keyNames) : undefined))
      .orderBy(...entry.key.map((column) => asc(column)))
      .limit(BATCH)) as Record<string, unknown>[];
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1];
    // PGlite runs on this thread: let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
