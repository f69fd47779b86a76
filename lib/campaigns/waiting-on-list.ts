import "server-only";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { campaigns, leadLists } from "@/db/schema";

export const LIST_DELETED_REASON = "The campaign's lead list was deleted before it was sent.";

/**
 * The campaigns still waiting to start on a list (scheduled, or paused before their time): deleting
 * the list leaves them nothing to send. Names, soonest first, as a subquery correlated with the
 * `lead_lists` row of the statement it is selected in.
 */
export function campaignsWaitingOnList(): SQL<string[] | null> {
  return sql<string[] | null>`(
    select array_agg(c.name order by c.scheduled_for, c.created_at)
    from ${campaigns} c
    where c.workspace_id = ${leadLists}.workspace_id and c.list_id = ${leadLists}.id
      and c.started_at is null and c.status in ('scheduled', 'paused'))`;
}

/**
 * Ends, with the reason the screens show, the campaigns that waited on lists being deleted in the
 * same transaction: the same outcome they would reach at their time, now, instead of a card still
 * saying Scheduled.
 */
export async function endCampaignsWaitingOn(
  executor: Executor,
  { workspaceId, listIds }: { workspaceId: string; listIds: string[] },
): Promise<void> {
  if (listIds.length === 0) return;
  await executor.execute(sql`
    update ${campaigns} set status = 'failed', error = ${LIST_DELETED_REASON}, finished_at = now(),
      waiting_reason = null, updated_at = now()
    where ${campaigns.workspaceId} = ${workspaceId} and ${inArray(campaigns.listId, listIds)}
      and ${campaigns.startedAt} is null and ${campaigns.status} in ('scheduled', 'paused')`);
}
