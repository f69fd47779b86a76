import "server-only";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db";
import { leadLists, leads } from "@/db/schema";
import { exactCountCap } from "./constants";
import { type LeadFilters, hasSearchFilters, leadConditions } from "./lead-filters";
import { estimateRows, queryUnprepared } from "./raw-query";
import type { Total } from "./types";

/**
 * Without any filter, the origin lists' leads_count add up to the exact total (no scan of leads). Once
 * per request: the Leads heading and the pagination both ask.
 */
const sumListCounts = cache(async (workspaceId: string): Promise<number> => {
  const db = await getDb();
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${leadLists.leadsCount}), 0)` })
    .from(leadLists)
    .where(
      and(eq(leadLists.workspaceId, workspaceId), isNull(leadLists.deletedAt), ne(leadLists.kind, "curated")),
    );
  return Number(row?.total ?? 0);
});

/**
 * The total for the Leads page heading and pagination: exact up to 1,000 matches (a capped count),
 * otherwise the planner's estimate, which the page prints as "about N" (ARCHITECTURE, Deviations).
 */
export async function countLeads(f: LeadFilters): Promise<Total> {
  if (!hasSearchFilters(f) && !f.platform?.length)
    return { count: await sumListCounts(f.workspaceId), exact: true };
  const where = and(...leadConditions(f));
  const [row] = await queryUnprepared<{ n: number | string }>(
    sql`select count(*) as n from (select 1 from ${leads} where ${where} limit ${exactCountCap + 1}) capped`,
  );
  const capped = Number(row?.n ?? 0);
  if (capped <= exactCountCap) return { count: capped, exact: true };
  const estimate = await estimateRows(sql`select 1 from ${leads} where ${where}`);
  return { count: Math.max(estimate, exactCountCap + 1), exact: false };
}
