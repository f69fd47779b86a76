import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadDailyCounts, leads, workspaces } from "@/db/schema";

/**
 * Sets the workspace's time zone; campaigns saved before keep the zone they were saved with. The
 * dashboard's leads per day are counted again in the new zone's days, in the same transaction.
 */
export async function setWorkspaceTimeZone({
  workspaceId,
  timeZone,
}: {
  workspaceId: string;
  timeZone: string;
}): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(workspaces)
      .set({ timezone: timeZone })
      .where(sql`${workspaces.id} = ${workspaceId} and ${workspaces.timezone} <> ${timeZone}`)
      .returning({ id: workspaces.id });
    if (!changed) return;
    await tx.delete(leadDailyCounts).where(eq(leadDailyCounts.workspaceId, workspaceId));
    await tx.execute(sql`
      insert into ${leadDailyCounts} (workspace_id, day, platform, count)
      select ${leads.workspaceId}, (${leads.scrapedAt} at time zone ${timeZone})::date, ${leads.platform}, count(*)::int
      from ${leads} where ${leads.workspaceId} = ${workspaceId}
      group by 1, 2, 3
      on conflict (workspace_id, day, platform) do update set count = excluded.count`);
  });
}

export async function renameWorkspace({ workspaceId, name }: { workspaceId: string; name: string }) {
  const db = await getDb();
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
}

/** The workspace's time zone: the campaign wizard's dates and times are read there. */
export async function workspaceTimeZone({ workspaceId }: { workspaceId: string }): Promise<string> {
  const db = await getDb();
  const [workspace] = await db
    .select({ timeZone: workspaces.timezone })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return workspace?.timeZone ?? "UTC";
}
