import { Pagination } from "@/components/data-table/pagination";
import { lastPageCursor } from "@/lib/leads/cursor";
import { summarizePage } from "@/lib/leads/paging";
import type { PageInfo, Total } from "@/lib/leads/types";
import { buildHref } from "../leads-href";

export type PagingKeys = { page: string; cursor: string };

type PaginationLinksArgs = { basePath: string; query: string; pageInfo: PageInfo; keys: PagingKeys };

/** First/previous/next links: keyset cursors when the query gave them, offset pages otherwise. */
function getNeighbourHrefs({ basePath, query, pageInfo, keys }: PaginationLinksArgs) {
  const to = (page: number, cursor: string | null) =>
    buildHref(basePath, query, { [keys.page]: page > 1 ? page : null, [keys.cursor]: cursor });
  const { page, hasPrev, hasNext, prevCursor, nextCursor } = pageInfo;
  return {
    firstHref: page > 1 || pageInfo.isLast ? to(1, null) : undefined,
    prevHref: hasPrev ? (prevCursor ? to(page - 1, prevCursor) : to(Math.max(1, page - 1), null)) : undefined,
    nextHref: hasNext ? (nextCursor ? to(page + 1, nextCursor) : to(page + 1, null)) : undefined,
  };
}

/** "Showing X to Y of Z" and "Page N of M". */
export function LeadsPagination({ total, ...args }: PaginationLinksArgs & { total: Total }) {
  const summary = summarizePage(args.pageInfo, total);
  const { pageInfo, basePath, query, keys } = args;
  const onLast = pageInfo.isLast || !pageInfo.hasNext;
  // An exact total (at most 1,000 matches) jumps by offset; an estimate by the reversed sort (ARCHITECTURE deviation).
  const lastHref = onLast
    ? undefined
    : buildHref(basePath, query, {
        [keys.page]: summary.pageCount,
        [keys.cursor]: total.exact ? null : lastPageCursor,
      });
  return (
    <Pagination
      summary={summary.showing}
      pageLabel={summary.pageLabel}
      {...getNeighbourHrefs(args)}
      lastHref={lastHref}
    />
  );
}
