import "server-only";
import { and, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";

/**
 * Newest-first pages by keyset on (created_at, id), for histories that only grow (notifications,
 * referrals): page 500 costs what page 1 does on an index of (owner, created_at desc, id desc).
 */
type Boundary = { createdAt: string; id: string };

const boundary = z.tuple([z.iso.datetime(), z.uuid()]);

/** A malformed cursor means the first page: it only ever comes from a URL. */
function decode(value: string | undefined): Boundary | undefined {
  if (!value) return undefined;
  try {
    const parsed = boundary.safeParse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return parsed.success ? { createdAt: parsed.data[0], id: parsed.data[1] } : undefined;
  } catch {
    return undefined;
  }
}

/** A page's `?before=` cursor from the URL; a malformed one reads as the first page. */
export const newestFirstPageParams = z.object({ before: z.string().max(200).optional().catch(undefined) });

function encode({ createdAt, id }: Boundary): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

/**
 * The select field that carries a row's key, and the condition for the rows after the `before`
 * cursor. The timestamp travels as text so it keeps its microseconds: the boundary row is neither
 * repeated nor skipped.
 */
export function newestFirstKeyset(
  columns: { createdAt: PgColumn; id: PgColumn },
  before: string | undefined,
) {
  const cursor = decode(before);
  const createdKey = sql<string>`to_char(${columns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const after: SQL | undefined = cursor
    ? or(
        lt(columns.createdAt, sql`${cursor.createdAt}::timestamptz`),
        and(eq(columns.createdAt, sql`${cursor.createdAt}::timestamptz`), lt(columns.id, cursor.id)),
      )
    : undefined;
  return { createdKey, after };
}

/** Rows fetched with `limit(size + 1)` become one page and the cursor of the next, if there is one. */
export function newestFirstPage<Row extends { createdKey: string; id: string }>(rows: Row[], size: number) {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map(({ createdKey: _key, ...row }) => row),
    next: rows.length > size && last ? encode({ createdAt: last.createdKey, id: last.id }) : null,
  };
}
