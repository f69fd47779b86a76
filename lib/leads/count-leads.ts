import "server-only";
import { type SQL, and, eq, isNull, ne, sql } from "drizzle-orm";
import { cache } from "react";
import { leadLists, leads } from "@/db/schema";
import { exactCountCap } from "./constants";
import { type LeadFilters, hasSearchFilters, leadConditions } from "./lead-filters";
import { estimateRows, queryUnprepared } from "./raw-query";
import type { Total } from "./types";

/**
 * The workspace's total: without any filter, the origin lists' leads_count add up to the exact total (no
 * scan of leads). A scalar subquery, so the Leads table's page query can carry it (keyset-page.ts).
 */
export function listCountsSum(workspaceId: string): SQL {
  const live = and(
    eq(leadLists.workspaceId, workspaceId),
    isNull(leadLists.deletedAt),
    ne(leadLists.kind, "curated"),
  );
  return sql`(select coalesce(sum(${leadLists.leadsCount}), 0) from ${leadLists} where ${live})`;
}

/** The same total on its own, once per request (the tabs without the leads table). */
const sumListCounts = cache(async (workspaceId: string): Promise<number> => {
  const [row] = await queryUnprepared<{ total: string | number }>(
    sql`select ${listCountsSum(workspaceId)} as total`,
  );
  return Number(row?.total ?? 0);
});

export async function countWorkspaceLeads(workspaceId: string): Promise<Total> {
  return { count: await sumListCounts(workspaceId), exact: true };
}

export function isUnfiltered(f: LeadFilters): boolean {
  return !hasSearchFilters(f) && !f.platform?.length;
}

/**
 * The total for the Leads page heading and pagination: exact up to 1,000 matches (a capped count),
 * otherwise the planner's estimate, which the page prints as "about N" (ARCHITECTURE, Deviations).
 */
export async function countLeads(f: LeadFilters): Promise<Total> {
  if (isUnfiltered(f)) return countWorkspaceLeads(f.workspaceId);
  const where = and(...leadConditions(f));
  const [row] = await queryUnprepared<{ n: number | string }>(
    sql`select count(*) as n from (select 1 from ${leads} where ${where} limit ${exactCountCap + 1}) capped`,
  );
  const capped = Number(row?.n ?? 0);
  if (capped <= exactCountCap) return { count: capped, exact: true };
  return estimateLeads(f);
}

/** The planner's estimate of a match set known to exceed the exact-count cap. */
export async function estimateLeads(f: LeadFilters): Promise<Total> {
  const estimate = await estimateRows(sql`select 1 from ${leads} where ${and(...leadConditions(f))}`);
  return { count: Math.max(estimate, exactCountCap + 1), exact: false };
}
