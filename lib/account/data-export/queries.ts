import "server-only";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { dataExports, type DataExport } from "@/db/schema";

/** A new export for the workspace, or the one already queued or running (one at a time is enough). */
export async function requestDataExport({
  workspaceId,
  userId,
}: {
  workspaceId: string;
  userId: string;
}): Promise<{ row: DataExport; created: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Serialises two clicks on the same workspace.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('data-export'), hashtext(${workspaceId}))`);
    const [pending] = await tx
      .select()
      .from(dataExports)
      .where(
        and(eq(dataExports.workspaceId, workspaceId), inArray(dataExports.status, ["queued", "running"])),
      )
      .limit(1);
    if (pending) return { row: pending, created: false };
    const [row] = await tx.insert(dataExports).values({ workspaceId, requestedByUserId: userId }).returning();
    if (!row) throw new Error("data export insert returned no row");
    return { row, created: true };
  });
}

export async function getDataExport({
  workspaceId,
  id,
}: {
  workspaceId: string;
  id: string;
}): Promise<DataExport | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.workspaceId, workspaceId), eq(dataExports.id, id)))
    .limit(1);
  return row;
}

/** The job's read: any workspace, by id (the id came from our own queue). */
export async function findDataExport({ id }: { id: string }): Promise<DataExport | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1);
  return row;
}

export async function latestDataExport({
  workspaceId,
}: {
  workspaceId: string;
}): Promise<DataExport | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.workspaceId, workspaceId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);
  return row;
}

export async function markDataExport(
  id: string,
  change:
    | { status: "running" }
    | { status: "ready"; storageKey: string; sizeBytes: number }
    | { status: "failed"; error: string },
): Promise<void> {
  const db = await getDb();
  const finished = change.status === "ready" || change.status === "failed";
  await db
    .update(dataExports)
    .set({ ...change, ...(finished ? { finishedAt: sql`now()` } : {}) })
    .where(eq(dataExports.id, id));
}

/** Finished exports (ready or failed) older than `before`, oldest first: what the cleanup removes. */
export async function listExpiredDataExports({ before, limit }: { before: Date; limit: number }) {
  const db = await getDb();
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(inArray(dataExports.status, ["ready", "failed"]), lt(dataExports.finishedAt, before)))
    .orderBy(asc(dataExports.finishedAt))
    .limit(limit);
}

export async function deleteDataExportRows({ ids }: { ids: string[] }): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db.delete(dataExports).where(inArray(dataExports.id, ids));
}
