import "server-only";
import { type SQL, and, eq, inArray, isNull, sql } from "drizzle-orm";
import { leadCustomFields, leads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { contactFiltersOf } from "@/lib/leads/contact-filter-params";
import { type LeadFilters, hasSearchFilters, leadConditions } from "@/lib/leads/lead-filters";
import { queryUnprepared } from "@/lib/leads/raw-query";
import { type ExportParams, documentFormats } from "@/lib/export/validations";
import { type LeadSortColumn, defaultSortOrder } from "@/lib/leads/validations";
import { getLeadList } from "@/lib/lists/queries";
import { listLeadsSource } from "@/lib/lists/list-leads";

export type ExportSelection = {
  from: SQL;
  where: SQL[];
  sort: LeadSortColumn;
  dir: "asc" | "desc";
  listName: string | null;
  platform: string | null;
  /** The workspace's custom fields, in their order: one CSV column each. */
  customKeys: string[];
};

async function assertOwnedLeads(workspaceId: string, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const [row] = await queryUnprepared<{ n: number | string }>(
    sql`select count(*) as n from ${leads} where ${and(inArray(leads.id, unique), eq(leads.workspaceId, workspaceId), isNull(leads.deletedAt))}`,
  );
  if (Number(row?.n ?? 0) !== unique.length) throw new AppError("not_found:lead", "Lead not found.");
}

/**
 * What a download covers: a selection of ids (all must be this workspace's), else a list (its leads),
 * else the tab's filters. Word, Markdown and Text cover web and OCR leads only (spec section 9).
 */
export async function resolveExportSelection(
  workspaceId: string,
  params: ExportParams,
): Promise<ExportSelection> {
  return { ...(await resolveRows(workspaceId, params)), customKeys: await customFieldKeys(workspaceId) };
}

async function customFieldKeys(workspaceId: string): Promise<string[]> {
  const rows = await queryUnprepared<{ key: string }>(
    sql`select ${leadCustomFields.key} as key from ${leadCustomFields} where ${leadCustomFields.workspaceId} = ${workspaceId}
        order by ${leadCustomFields.position}, ${leadCustomFields.key}`,
  );
  return rows.map((r) => r.key);
}

async function resolveRows(
  workspaceId: string,
  params: ExportParams,
): Promise<Omit<ExportSelection, "customKeys">> {
  const sort = params.sort;
  const dir = params.dir ?? defaultSortOrder(sort);
  const documentsOnly = documentFormats.includes(params.format)
    ? [inArray(leads.platform, ["web", "ocr"])]
    : [];
  if (params.ids.length) {
    await assertOwnedLeads(workspaceId, params.ids);
    const where = [...leadConditions({ workspaceId }), inArray(leads.id, params.ids), ...documentsOnly];
    return { from: sql`from ${leads}`, where, sort, dir, listName: "selected-leads", platform: null };
  }
  if (params.listId) {
    const list = await getLeadList({ workspaceId, listId: params.listId });
    const source = listLeadsSource(list);
    const where = [...source.where, ...leadConditions({ workspaceId, q: params.q }), ...documentsOnly];
    return {
      from: source.from,
      where,
      sort: "scrapedAt",
      dir: "desc",
      listName: list.name,
      platform: list.platform,
    };
  }
  const filters: LeadFilters = {
    workspaceId,
    platform: params.tab === "source" && params.source ? [params.source] : params.platform,
    status: params.status,
    q: params.q,
    ...contactFiltersOf(params),
  };
  const platform = filters.platform?.length === 1 ? (filters.platform[0] ?? null) : null;
  return {
    from: sql`from ${leads}`,
    where: [...leadConditions(filters), ...documentsOnly],
    sort,
    dir,
    // A file of some leads must not read as all of them (the platform part names one platform only).
    listName: hasSearchFilters(filters) || (filters.platform?.length ?? 0) > 1 ? "filtered-leads" : null,
    platform,
  };
}

/** A cheap check before streaming, so an empty download answers "No leads to download." instead of an empty file. */
export async function selectionIsEmpty(selection: ExportSelection): Promise<boolean> {
  const rows = await queryUnprepared(
    sql`select 1 ${selection.from} where ${and(...selection.where)} limit 1`,
  );
  return rows.length === 0;
}
