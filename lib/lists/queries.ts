import "server-only";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { foldedLike } from "@/db/search-fold";
import { leadLists } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { escapeLike } from "@/lib/leads/lead-filters";
import type { LeadListRow, LeadListTableRow, Page } from "@/lib/leads/types";
import type { CreateLeadListInput, LeadListsParams, UpdateLeadListInput } from "@/lib/lists/validations";
import { campaignsWaitingOnList } from "@/lib/campaigns/waiting-on-list";
import { leadListColumns } from "./columns";
import { isUniqueViolation } from "@/lib/errors";
import { listNameTaken } from "./errors";

export { getLeadList } from "./get-list";
export { createCuratedList } from "./curated";
export { deleteLeadList } from "./delete-list";
export { getListLeads } from "./list-leads";

/** By File: lists of the workspace, newest first, with search and the Platform and Status filters. */
export async function getLeadLists(
  params: { workspaceId: string } & Partial<LeadListsParams>,
): Promise<Page<LeadListTableRow>> {
  const db = await getDb();
  const perPage = params.perPage ?? 50;
  const page = params.page ?? 1;
  const where = and(
    eq(leadLists.workspaceId, params.workspaceId),
    isNull(leadLists.deletedAt),
    params.q ? foldedLike(leadLists.name, `%${escapeLike(params.q)}%`) : undefined,
    params.platform?.length ? inArray(leadLists.platform, params.platform) : undefined,
    params.status?.length ? inArray(leadLists.status, params.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...leadListColumns,
        waitingCampaigns: campaignsWaitingOnList(),
      })
      .from(leadLists)
      .where(where)
      .orderBy(desc(leadLists.createdAt), desc(leadLists.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(leadLists).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  const start = (page - 1) * perPage;
  return {
    rows,
    total: { count: n, exact: true },
    pageInfo: {
      page,
      perPage,
      from: rows.length ? start + 1 : 0,
      to: start + rows.length,
      hasPrev: page > 1,
      hasNext: start + rows.length < n,
      prevCursor: null,
      nextCursor: null,
      isLast: false,
    },
  };
}

/** A list created before a scrape (spec section 5): unique per platform, case-insensitive. */
export async function createLeadList({
  workspaceId,
  userId,
  input,
}: {
  workspaceId: string;
  userId: string;
  input: CreateLeadListInput;
}): Promise<LeadListRow> {
  const db = await getDb();
  try {
    const [list] = await db
      .insert(leadLists)
      .values({ workspaceId, createdByUserId: userId, kind: "scrape", ...input })
      .returning(leadListColumns);
    if (!list) throw new Error("insert returned no row");
    return list;
  } catch (error) {
    if (isUniqueViolation(error)) throw listNameTaken();
    throw error;
  }
}

/** Edit Lead List (name, description) or the scraper's status update. */
export async function updateLeadList({
  workspaceId,
  input,
}: {
  workspaceId: string;
  input: UpdateLeadListInput;
}): Promise<LeadListRow> {
  const db = await getDb();
  const { listId, ...changes } = input;
  try {
    const [list] = await db
      .update(leadLists)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(
        and(eq(leadLists.id, listId), eq(leadLists.workspaceId, workspaceId), isNull(leadLists.deletedAt)),
      )
      .returning(leadListColumns);
    if (!list) throw new AppError("not_found:lead_list", "Lead list not found.");
    return list;
  } catch (error) {
    if (isUniqueViolation(error)) throw listNameTaken();
    throw error;
  }
}
