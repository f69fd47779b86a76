import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { workspaces } from "@/db/schema";

/** Sets the workspace's time zone; campaigns saved before keep the zone they were saved with. */
export async function setWorkspaceTimeZone({
  workspaceId,
  timeZone,
}: {
  workspaceId: string;
  timeZone: string;
}): Promise<void> {
  const db = await getDb();
  await db.update(workspaces).set({ timezone: timeZone }).where(eq(workspaces.id, workspaceId));
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
