import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadListMembers, leadLists, leads } from "@/db/schema";
import { endCampaignsWaitingOn } from "@/lib/campaigns/waiting-on-list";
import { AppError } from "@/lib/errors";

/**
 * Deletes a list (soft). An origin list (scrape, import, sample) also marks its leads deleted, kept for
 * compliance (spec section 4), and the curated lists holding those leads are recounted; a curated list
 * only loses its memberships. Campaigns still waiting to start on it end now, with the reason.
 */
export async function deleteLeadList({
  workspaceId,
  listId,
}: {
  workspaceId: string;
  listId: string;
}): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [list] = await tx
      .update(leadLists)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, leadsCount: 0 })
      .where(
        and(eq(leadLists.id, listId), eq(leadLists.workspaceId, workspaceId), isNull(leadLists.deletedAt)),
      )
      .returning({ kind: leadLists.kind });
    if (!list) throw new AppError("not_found:lead_list", "Lead list not found.");
    await endCampaignsWaitingOn(tx, { workspaceId, listIds: [listId] });
    if (list.kind === "curated") {
      await tx.delete(leadListMembers).where(eq(leadListMembers.listId, listId));
      return;
    }
    await tx
      .update(leads)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(leads.listId, listId), eq(leads.workspaceId, workspaceId), isNull(leads.deletedAt)));
    await tx.execute(sql`
      update ${leadLists} set leads_count = (
        select count(*) from ${leadListMembers} m join ${leads} l on l.id = m.lead_id and l.deleted_at is null
        where m.list_id = ${leadLists.id})
      where ${leadLists.workspaceId} = ${workspaceId} and ${leadLists.deletedAt} is null and ${leadLists.kind} = 'curated'
        and ${leadLists.id} in (select m.list_id from ${leadListMembers} m join ${leads} l on l.id = m.lead_id where l.list_id = ${listId})`);
  });
}
