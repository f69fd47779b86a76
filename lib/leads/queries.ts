import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadListMembers, leadLists, leads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { type Carried, type CarriedColumns, readCarried } from "./carried";
import { countLeads, countWorkspaceLeads, estimateLeads, isUnfiltered, listCountsSum } from "./count-leads";
import { fetchLeadsPage, type PageRequest, probeSearch } from "./keyset-page";
import { type LeadFilters, leadConditions } from "./lead-filters";
import { type RawLeadRow, leadRowColumns, leadSummaries, toLeadRow, wholeLeads } from "./lead-select";
import { queryUnprepared } from "./raw-query";
import type { LeadRow, LeadSummary, Page, RowsPage, Total } from "./types";
import { defaultSortOrder } from "./validations";

export { countLeads, countWorkspaceLeads };
export { updateLead } from "./update-lead";
export type { LeadFilters };
export type LeadsQuery = LeadFilters & Partial<PageRequest>;

function pageRequest(q: LeadsQuery): PageRequest {
  const sort = q.sort ?? "scrapedAt";
  return {
    sort,
    dir: q.dir ?? defaultSortOrder(sort),
    perPage: q.perPage ?? 50,
    page: q.page ?? 1,
    cursor: q.cursor,
  };
}

/**
 * All Leads / By Source rows: filtered, searched, sorted and paged on the server in one indexed query.
 * Without the total, so the rows never wait for it (countLeads streams in its own boundary).
 */
export async function getLeads(query: LeadsQuery): Promise<RowsPage<LeadRow>> {
  return fetchLeadsPage(wholeLeads, sql`from ${leads}`, leadConditions(query), pageRequest(query), {
    search: Boolean(query.q),
  });
}

export type LeadsTablePage = RowsPage<LeadSummary> & {
  total: Total;
  workspaceTotal: Total;
  /** The values of `carry` (see getLeadsTablePage), by name. */
  carried: Carried;
};

/**
 * What the Leads table and heading show: the same page as getLeads with only the fields a row shows, the
 * filtered total for the pagination and the workspace's total for the heading. The page query carries the
 * workspace total and whatever else the screen reads (`carry`), so an unfiltered page is one round trip;
 * filters add their capped count, in parallel.
 */
export async function getLeadsTablePage(
  query: LeadsQuery,
  carry: CarriedColumns = {},
): Promise<LeadsTablePage> {
  const carryAll = { ...carry, workspaceTotal: listCountsSum(query.workspaceId) };
  const from = sql`from ${leads}`;
  // A search is probed once: its matches page the rows and, when few, are the exact filtered total.
  const matches = query.q ? await probeSearch(from, leadConditions(query)) : undefined;
  const [page, filteredTotal] = await Promise.all([
    fetchLeadsPage(leadSummaries, from, leadConditions(query), pageRequest(query), {
      search: query.q ? { matches } : false,
      carry: carryAll,
    }),
    isUnfiltered(query)
      ? undefined
      : matches
        ? { count: matches.length, exact: true }
        : query.q
          ? estimateLeads(query)
          : countLeads(query),
  ]);
  const { carried: onRows, ...rows } = page;
  const { workspaceTotal: count, ...carried } = onRows ?? (await readCarried(carryAll));
  const workspaceTotal = { count: Number(count), exact: true };
  return { ...rows, total: filteredTotal ?? workspaceTotal, workspaceTotal, carried };
}

/** Rows and total together (the REST API uses this). */
export async function getLeadsWithTotal(query: LeadsQuery): Promise<Page<LeadRow>> {
  const [page, total] = await Promise.all([getLeads(query), countLeads(query)]);
  return { ...page, total };
}

/** One live lead of the workspace; another workspace's id is not found. */
export async function getLead({
  workspaceId,
  leadId,
}: {
  workspaceId: string;
  leadId: number;
}): Promise<LeadRow> {
  const [raw] = await queryUnprepared<RawLeadRow>(
    sql`select ${leadRowColumns} from ${leads} where ${and(eq(leads.id, leadId), ...leadConditions({ workspaceId }))}`,
  );
  if (!raw) throw new AppError("not_found:lead", "Lead not found.");
  return toLeadRow(raw);
}

/** Leads by id in the workspace (selection exports, campaigns); unknown or foreign ids are left out. */
export async function getLeadsByIds({
  workspaceId,
  ids,
}: {
  workspaceId: string;
  ids: number[];
}): Promise<LeadRow[]> {
  if (!ids.length) return [];
  const raw = await queryUnprepared<RawLeadRow>(
    sql`select ${leadRowColumns} from ${leads} where ${and(inArray(leads.id, ids), ...leadConditions({ workspaceId }))}
        order by ${leads.scrapedAt} desc, ${leads.id} desc`,
  );
  return raw.map(toLeadRow);
}

/** Soft delete (kept for compliance); the lists that count the lead count one less, in the same transaction. */
export async function deleteLead({
  workspaceId,
  leadId,
}: {
  workspaceId: string;
  leadId: number;
}): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [lead] = await tx
      .update(leads)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(leads.id, leadId), ...leadConditions({ workspaceId })))
      .returning({ listId: leads.listId });
    if (!lead) throw new AppError("not_found:lead", "Lead not found.");
    const curated = tx
      .select({ id: leadListMembers.listId })
      .from(leadListMembers)
      .where(eq(leadListMembers.leadId, leadId));
    await tx
      .update(leadLists)
      .set({ leadsCount: sql`greatest(${leadLists.leadsCount} - 1, 0)`, updatedAt: sql`now()` })
      .where(
        and(
          eq(leadLists.workspaceId, workspaceId),
          isNull(leadLists.deletedAt),
          sql`(${leadLists.id} = ${lead.listId} or ${leadLists.id} in (${curated}))`,
        ),
      );
  });
}
