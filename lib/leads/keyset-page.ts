import "server-only";
import { type SQL, and, inArray, sql } from "drizzle-orm";
import { leads } from "@/db/schema";
import { exactCountCap } from "./constants";
import { type Carried, type CarriedColumns, carriedColumnsSql, pickCarried, withoutCarried } from "./carried";
import { decodeCursor, encodeCursor } from "./cursor";
import { type LeadSelection, type RawLeadRow, leadSorts } from "./lead-select";
import { queryUnprepared } from "./raw-query";
import type { RowsPage } from "./types";
import type { LeadSortColumn } from "./validations";

export type PageRequest = {
  sort: LeadSortColumn;
  dir: "asc" | "desc";
  perPage: number;
  page: number;
  cursor?: string;
};

/** Offset pages stop here; deeper pages are reached by cursor (offset cost grows with depth). */
const maxOffset = 100_000;

/**
 * A search's matching ids when there are at most 1,000 of them, else undefined (so their count is exact
 * too: a caller that needs both probes once). The planner cannot know how
 * a name search correlates with a platform or list, and for a rare term it walks the ordered index through
 * every row (0.3 to 0.8 s at 1M); the trigram index finds a sparse match set in milliseconds.
 */
export async function probeSearch(from: SQL, where: SQL[]): Promise<number[] | undefined> {
  const rows = await queryUnprepared<{ id: number | string }>(
    sql`select ${leads.id} as id ${from} where ${and(...where)} limit ${exactCountCap + 1}`,
  );
  return rows.length > exactCountCap ? undefined : rows.map((r) => Number(r.id));
}

/**
 * One page of leads: offset paging for page N without a cursor, keyset paging `(key, id) < (k, i)` with
 * one, and the last page by reversing the sort. Always fetches one extra row to know whether more exist.
 * `search`: probe the match set first and page a sparse one by id (or page the `matches` a caller
 * probed, or, when those were too many, walk the ordered index). `carry`: scalar subqueries the page
 * query also reads (a screen's totals and settings), a round trip less each; `carried` is undefined when
 * the page has no row to carry them (readCarried reads them alone).
 */
export async function fetchLeadsPage<Row>(
  select: LeadSelection<Row>,
  from: SQL,
  filters: SQL[],
  request: PageRequest,
  options: { search?: boolean | { matches: number[] | undefined }; carry?: CarriedColumns } = {},
): Promise<RowsPage<Row> & { carried?: Carried }> {
  const matches =
    options.search === true
      ? await probeSearch(from, filters)
      : options.search
        ? options.search.matches
        : undefined;
  const where = matches ? [inArray(leads.id, matches)] : filters;
  const spec = leadSorts[request.sort];
  const cursor = decodeCursor(request.cursor);
  const backwards = cursor?.direction === "prev" || cursor?.direction === "last";
  const descending = (request.dir === "desc") !== backwards;
  const direction = sql.raw(descending ? "desc" : "asc");
  const conditions = [...where];
  if (cursor && cursor.direction !== "last") {
    const op = sql.raw(descending ? "<" : ">");
    conditions.push(sql`(${spec.column}, ${leads.id}) ${op} (${spec.param(cursor.key)}, ${cursor.id})`);
  }
  const offset = cursor ? 0 : Math.min((request.page - 1) * request.perPage, maxOffset);
  const carry = options.carry ?? {};
  const carryColumns = Object.keys(carry).length ? sql`, ${carriedColumnsSql(carry)}` : sql``;
  const raw = await queryUnprepared<RawLeadRow & { sortKey: string }>(sql`
    select ${select.columns}, ${spec.key} as "sortKey"${carryColumns}
    ${from}
    where ${and(...conditions)}
    order by ${spec.column} ${direction}, ${leads.id} ${direction}
    limit ${request.perPage + 1} offset ${offset}`);

  const more = raw.length > request.perPage;
  const slice = raw.slice(0, request.perPage);
  if (backwards) slice.reverse();
  const rows = slice.map(({ sortKey: _key, ...raw }) => select.toRow(withoutCarried(raw, carry)));
  const first = slice[0];
  const last = slice[slice.length - 1];
  const hasPrev = backwards ? more : cursor !== undefined || request.page > 1;
  const hasNext = backwards ? cursor?.direction === "prev" : more;
  const start = cursor ? (request.page - 1) * request.perPage : offset;
  return {
    rows,
    carried: raw[0] ? pickCarried(raw[0], carry) : undefined,
    pageInfo: {
      page: request.page,
      perPage: request.perPage,
      from: rows.length ? start + 1 : 0,
      to: start + rows.length,
      hasPrev: hasPrev && first !== undefined,
      hasNext: hasNext && last !== undefined,
      prevCursor: hasPrev && first ? encodeCursor("prev", first.sortKey, Number(first.id)) : null,
      nextCursor: hasNext && last ? encodeCursor("next", last.sortKey, Number(last.id)) : null,
      isLast: cursor?.direction === "last",
    },
  };
}
