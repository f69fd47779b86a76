import "server-only";
import { fetchLeadsPage } from "@/lib/leads/keyset-page";
import { wholeLeads } from "@/lib/leads/lead-select";
import type { LeadRow } from "@/lib/leads/types";
import type { ExportSelection } from "./selection";

/** The selection's leads in keyset batches: each batch is one indexed query, so memory stays flat. */
export async function* leadBatches(
  selection: ExportSelection,
  batchSize = 2_000,
  limit = Number.POSITIVE_INFINITY,
): AsyncGenerator<LeadRow[]> {
  let cursor: string | undefined;
  let sent = 0;
  while (sent < limit) {
    const perPage = Math.min(batchSize, limit - sent);
    const page = await fetchLeadsPage(wholeLeads, selection.from, selection.where, {
      sort: selection.sort,
      dir: selection.dir,
      perPage,
      page: 1,
      cursor,
    });
    if (page.rows.length) yield page.rows;
    sent += page.rows.length;
    if (!page.pageInfo.nextCursor) return;
    cursor = page.pageInfo.nextCursor;
  }
}
