import "server-only";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadListMembers, leadLists, leads, scrapeRuns } from "@/db/schema";
import { endCampaignsWaitingOn } from "@/lib/campaigns/waiting-on-list";

/** The project's scrapes still queued or running: they are cancelled (and settled) before its leads go. */
export async function listOpenProjectRuns({
  workspaceId,
  projectId,
}: {
  workspaceId: string;
  projectId: string;
}) {
  const db = await getDb();
  const rows = await db
    .select({ id: scrapeRuns.id })
    .from(scrapeRuns)
    .where(
      and(
        eq(scrapeRuns.workspaceId, workspaceId),
        eq(scrapeRuns.projectId, projectId),
        inArray(scrapeRuns.status, ["queued", "running"]),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * What a deleted project takes with it (spec part 2: "the project and its scrape jobs and leads"): the
 * lead lists created for it and every lead its scrapes saved, wherever they were saved, marked deleted
 * (kept for compliance, as a deleted list's leads are); the lists that lose leads are recounted, and
 * campaigns waiting to send to its lists end, as when a list is deleted. Returns how many lists and
 * leads went.
 */
export async function deleteProjectScrapes({
  workspaceId,
  projectId,
}: {
  workspaceId: string;
  projectId: string;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lists = await tx
      .update(leadLists)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, leadsCount: 0 })
      .where(
        and(
          eq(leadLists.workspaceId, workspaceId),
          eq(leadLists.projectId, projectId),
          isNull(leadLists.deletedAt),
        ),
      )
      .returning({ id: leadLists.id });
    const listIds = lists.map((l) => l.id);
    await endCampaignsWaitingOn(tx, { workspaceId, listIds });
    const projectRuns = tx
      .select({ id: scrapeRuns.id })
      .from(scrapeRuns)
      .where(and(eq(scrapeRuns.workspaceId, workspaceId), eq(scrapeRuns.projectId, projectId)));
    const gone = await tx
      .update(leads)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(leads.workspaceId, workspaceId),
          isNull(leads.deletedAt),
          listIds.length
            ? or(inArray(leads.scrapeRunId, projectRuns), inArray(leads.listId, listIds))
            : inArray(leads.scrapeRunId, projectRuns),
        ),
      )
      .returning({ id: leads.id, listId: leads.listId });
    if (gone.length) {
      const ids = gone.map((l) => l.id);
      const touched = [...new Set(gone.map((l) => l.listId))];
      await tx
        .update(leadLists)
        .set({
          leadsCount: sql`(select count(*) from ${leads} l where l.list_id = ${leadLists.id} and l.deleted_at is null)`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(leadLists.workspaceId, workspaceId),
            inArray(leadLists.id, touched),
            isNull(leadLists.deletedAt),
          ),
        );
      const curated = tx
        .selectDistinct({ id: leadListMembers.listId })
        .from(leadListMembers)
        .where(inArray(leadListMembers.leadId, ids));
      await tx
        .update(leadLists)
        .set({
          leadsCount: sql`(select count(*) from ${leadListMembers} m join ${leads} l on l.id = m.lead_id and l.deleted_at is null where m.list_id = ${leadLists.id})`,
        })
        .where(
          and(
            eq(leadLists.workspaceId, workspaceId),
            eq(leadLists.kind, "curated"),
            isNull(leadLists.deletedAt),
            inArray(leadLists.id, curated),
          ),
        );
    }
    return { lists: listIds.length, leads: gone.length };
  });
}
