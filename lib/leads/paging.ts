import type { PageInfo, PageSummary, Total } from "./types";

const number = (n: number) => n.toLocaleString("en-US");

/**
 * "Showing X to Y of Z" and "Page N of M". Beyond 1,000 matches Z is the planner's estimate, written
 * "about N" (ARCHITECTURE, Deviations); the last page (reached by reversing the sort) counts from the end.
 */
export function summarizePage(info: PageInfo, total: Total): PageSummary {
  const of = total.exact ? number(total.count) : `about ${number(total.count)}`;
  const pageCount = Math.max(1, Math.ceil(total.count / info.perPage));
  const rows = info.to - info.from + (info.to > 0 ? 1 : 0);
  if (rows === 0)
    return {
      showing: `Showing 0 to 0 of ${of}`,
      pageLabel: `Page ${info.page} of ${number(pageCount)}`,
      pageCount,
    };
  const from = info.isLast ? Math.max(1, total.count - rows + 1) : info.from;
  const to = info.isLast ? total.count : info.to;
  const page = info.isLast ? pageCount : Math.min(info.page, pageCount);
  const pages = total.exact ? number(pageCount) : `about ${number(pageCount)}`;
  return {
    showing: `Showing ${number(from)} to ${number(to)} of ${of}`,
    pageLabel: `Page ${number(page)} of ${pages}`,
    pageCount,
  };
}
