import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { leadLists, leads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { insertLeads } from "./insert-leads";
import { lockWorkspaceLeads } from "./lock";
import { leadMessages } from "./messages";
import { generateSampleLeads } from "./sample-leads";

/**
 * 'Load sample data' (spec: the mock generator's 50 leads) for an empty workspace, in a `sample` list.
 * The spec's two sample projects follow once projects exist (they do not yet): `projects` says how many were made.
 */
export async function loadSampleData({
  workspaceId,
  userId,
}: {
  workspaceId: string;
  userId: string;
}): Promise<{ listId: string; imported: number; projects: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockWorkspaceLeads(tx, workspaceId);
    const [existing] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.workspaceId, workspaceId), isNull(leads.deletedAt)))
      .limit(1);
    if (existing) throw new AppError("conflict:workspace_not_empty", leadMessages.sampleDataNotEmpty);
    const [list] = await tx
      .insert(leadLists)
      .values({
        workspaceId,
        createdByUserId: userId,
        kind: "sample",
        name: `Sample leads ${new Date().toISOString().slice(0, 10)}`,
        description: "Generated sample data",
        platform: null,
        status: "DONE",
      })
      .returning({ id: leadLists.id });
    if (!list) throw new Error("insert returned no row");
    const ids = await insertLeads(tx, { workspaceId, listId: list.id, values: generateSampleLeads() });
    return { listId: list.id, imported: ids.length, projects: 0 };
  });
}
