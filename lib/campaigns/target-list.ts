import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "@/db";
import { leadLists } from "@/db/schema";
import { AppError } from "@/lib/errors";

/** A campaign's list must be the workspace's and not deleted: another workspace's list is not found. */
export async function requireTargetList(
  executor: Executor,
  workspaceId: string,
  listId: string,
): Promise<void> {
  const [list] = await executor
    .select({ id: leadLists.id })
    .from(leadLists)
    .where(
      and(eq(leadLists.id, listId), eq(leadLists.workspaceId, workspaceId), isNull(leadLists.deletedAt)),
    );
  if (!list) throw new AppError("not_found:list", "Lead list not found.");
}
