import "server-only";
import { and, desc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { leadLists, projects, type ScrapeRun, scrapeRuns, scrapeUploads } from "@/db/schema";
import type { ScrapeRunProgress } from "@/db/schema/scraping-enums";

export { saveRunLeads } from "./save-leads";
export { finishRun } from "./finish-run";

/** A run of the workspace, or undefined (another workspace's run is not found). */
export async function getRun(
  { workspaceId, runId }: { workspaceId: string; runId: string },
  executor?: Executor,
): Promise<ScrapeRun | undefined> {
  const db = executor ?? (await getDb());
  const [run] = await db
    .select()
    .from(scrapeRuns)
    .where(and(eq(scrapeRuns.id, runId), eq(scrapeRuns.workspaceId, workspaceId)))
    .limit(1);
  return run;
}

/** Records when the run first started working (its claim set it running); false when it already ended. */
export async function markRunStarted({
  workspaceId,
  runId,
}: {
  workspaceId: string;
  runId: string;
}): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(scrapeRuns)
    .set({ startedAt: sql`coalesce(${scrapeRuns.startedAt}, now())`, updatedAt: sql`now()` })
    .where(
      and(
        eq(scrapeRuns.id, runId),
        eq(scrapeRuns.workspaceId, workspaceId),
        inArray(scrapeRuns.status, ["queued", "running"]),
      ),
    )
    .returning({ id: scrapeRuns.id });
  return rows.length > 0;
}

/** Records progress; answers whether the user asked to cancel. */
export async function saveRunProgress({
  workspaceId,
  runId,
  progress,
}: {
  workspaceId: string;
  runId: string;
  progress: ScrapeRunProgress;
}): Promise<{ cancelRequested: boolean; open: boolean }> {
  const db = await getDb();
  const [row] = await db
    .update(scrapeRuns)
    .set({
      progress: sql`${scrapeRuns.progress} || ${JSON.stringify(progress)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(scrapeRuns.id, runId), eq(scrapeRuns.workspaceId, workspaceId)))
    .returning({ cancelRequestedAt: scrapeRuns.cancelRequestedAt, status: scrapeRuns.status });
  return {
    cancelRequested: Boolean(row?.cancelRequestedAt),
    open: row?.status === "queued" || row?.status === "running",
  };
}

export async function saveRunCheckpoint({
  workspaceId,
  runId,
  state,
}: {
  workspaceId: string;
  runId: string;
  state: unknown;
}) {
  const db = await getDb();
  await db
    .update(scrapeRuns)
    .set({ checkpoint: sql`${JSON.stringify(state ?? null)}::jsonb`, updatedAt: sql`now()` })
    .where(and(eq(scrapeRuns.id, runId), eq(scrapeRuns.workspaceId, workspaceId)));
}

/** Marks a cancel request; a queued run is ended right away by the caller. */
export async function requestRunCancel({ workspaceId, runId }: { workspaceId: string; runId: string }) {
  const db = await getDb();
  const [row] = await db
    .update(scrapeRuns)
    .set({ cancelRequestedAt: sql`coalesce(${scrapeRuns.cancelRequestedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(scrapeRuns.id, runId), eq(scrapeRuns.workspaceId, workspaceId)))
    .returning({ status: scrapeRuns.status });
  return row;
}

export async function getRunUpload({ workspaceId, uploadId }: { workspaceId: string; uploadId: string }) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(scrapeUploads)
    .where(and(eq(scrapeUploads.id, uploadId), eq(scrapeUploads.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

/** Workspaces with a run that has waited for a scrape slot longer than `olderThanSeconds`. */
export async function listWorkspacesWithWaitingRuns({
  olderThanSeconds,
}: {
  olderThanSeconds: number;
}): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ workspaceId: scrapeRuns.workspaceId })
    .from(scrapeRuns)
    .where(
      and(
        eq(scrapeRuns.status, "queued"),
        isNull(scrapeRuns.dispatchedAt),
        lt(scrapeRuns.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    )
    .limit(500);
  return rows.map((row) => row.workspaceId);
}

/** The workspace's scrape lists for the Use Existing chooser (newest first). */
export async function listScrapeLists({ workspaceId, limit = 500 }: { workspaceId: string; limit?: number }) {
  const db = await getDb();
  return db
    .select({
      id: leadLists.id,
      name: leadLists.name,
      platform: leadLists.platform,
      status: leadLists.status,
    })
    .from(leadLists)
    .where(
      and(eq(leadLists.workspaceId, workspaceId), eq(leadLists.kind, "scrape"), isNull(leadLists.deletedAt)),
    )
    .orderBy(desc(leadLists.createdAt))
    .limit(limit);
}

/** A live project of the workspace, for /scrape?project= (another workspace's is not found). */
export async function findProjectForScrape({
  workspaceId,
  projectId,
}: {
  workspaceId: string;
  projectId: string;
}) {
  const db = await getDb();
  const [row] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.workspaceId, workspaceId), isNull(projects.deletedAt)))
    .limit(1);
  return row;
}
