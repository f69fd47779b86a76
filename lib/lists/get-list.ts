import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { type Executor, getDb } from "@/db";
import { leadLists } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { LeadListRow } from "@/lib/leads/types";
import { leadListColumns } from "./columns";

/** One live list of the workspace; another workspace's id is not found. */
export async function getLeadList(
  { workspaceId, listId }: { workspaceId: string; listId: string },
  executor?: Executor,
): Promise<LeadListRow> {
  const db = executor ?? (await getDb());
  const [list] = await db
    .select(leadListColumns)
    .from(leadLists)
    .where(
      and(eq(leadLists.id, listId), eq(leadLists.workspaceId, workspaceId), isNull(leadLists.deletedAt)),
    );
  if (!list) throw new AppError("not_found:lead_list", "Lead list not found.");
  return list;
}
