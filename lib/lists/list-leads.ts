import "server-only";
import { type SQL, and, eq, sql } from "drizzle-orm";
import { leadListMembers, leads } from "@/db/schema";
import { type LeadPlatform, exactCountCap } from "@/lib/leads/constants";
import { fetchLeadsPage } from "@/lib/leads/keyset-page";
import { leadConditions } from "@/lib/leads/lead-filters";
import { wholeLeads } from "@/lib/leads/lead-select";
import { estimateRows, queryUnprepared } from "@/lib/leads/raw-query";
import type { LeadListRow, LeadRow, Page, Total } from "@/lib/leads/types";
import { getLeadList } from "./get-list";

/** Where a list's leads live: the origin column for scrape/import/sample lists, the member table for curated ones. */
export function listLeadsSource(list: Pick<LeadListRow, "id" | "kind">): { from: SQL; where: SQL[] } {
  if (list.kind === "curated") {
    return {
      from: sql`from ${leads} join ${leadListMembers} on ${leadListMembers.leadId} = ${leads.id} and ${leadListMembers.listId} = ${list.id}`,
      where: [],
    };
  }
  return { from: sql`from ${leads}`, where: [eq(leads.listId, list.id)] };
}

async function countListLeads(list: LeadListRow, from: SQL, where: SQL[], filtered: string): Promise<Total> {
  if (!filtered) return { count: list.leadsCount, exact: true };
  const condition = and(...where);
  const [row] = await queryUnprepared<{ n: number | string }>(
    sql`select count(*) as n from (select 1 ${from} where ${condition} limit ${exactCountCap + 1}) capped`,
  );
  const capped = Number(row?.n ?? 0);
  if (capped <= exactCountCap) return { count: capped, exact: true };
  return {
    count: Math.max(await estimateRows(sql`select 1 ${from} where ${condition}`), exactCountCap + 1),
    exact: false,
  };
}

/** The list-detail modal: the list's live leads, newest scraped first, with search and paging. */
export async function getListLeads(params: {
  workspaceId: string;
  listId: string;
  q?: string;
  /** The spec's per-platform list calls (/lead-lists/{id}/linkedin-leads, ...). */
  platform?: LeadPlatform;
  page?: number;
  perPage?: number;
  cursor?: string;
}): Promise<Page<LeadRow> & { list: LeadListRow }> {
  const list = await getLeadList(params);
  const { from, where } = listLeadsSource(list);
  const platform = params.platform ? [params.platform] : undefined;
  const conditions = [
    ...where,
    ...leadConditions({ workspaceId: params.workspaceId, q: params.q, platform }),
  ];
  const [page, total] = await Promise.all([
    fetchLeadsPage(
      wholeLeads,
      from,
      conditions,
      {
        sort: "scrapedAt",
        dir: "desc",
        perPage: params.perPage ?? 50,
        page: params.page ?? 1,
        cursor: params.cursor,
      },
      { search: Boolean(params.q) },
    ),
    countListLeads(list, from, conditions, params.q || params.platform || ""),
  ]);
  return { ...page, total, list };
}
