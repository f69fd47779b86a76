import "server-only";
import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { foldedLike } from "@/db/search-fold";
import {
  leadLists,
  projectAnalysisRuns,
  projects,
  scrapeRuns,
  type Project,
  type ProjectAnalysis,
} from "@/db/schema";
import type { ProjectInput } from "./validations";

const live = (workspaceId: string) => and(eq(projects.workspaceId, workspaceId), isNull(projects.deletedAt));

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listProjects(params: {
  workspaceId: string;
  q?: string;
  industry?: string;
  limit?: number;
}): Promise<Project[]> {
  const db = await getDb();
  return db
    .select()
    .from(projects)
    .where(projectFilters(params))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(params.limit ?? 200);
}

type ProjectsTableFilter = { q?: string; industry?: string };

function projectFilters(params: { workspaceId: string } & ProjectsTableFilter) {
  const filters = [live(params.workspaceId)];
  if (params.q) {
    const pattern = `%${escapeLike(params.q)}%`;
    filters.push(or(foldedLike(projects.name, pattern), foldedLike(projects.description, pattern)));
  }
  if (params.industry) filters.push(eq(projects.industry, params.industry));
  return and(...filters);
}

/**
 * By Project: one offset page of the workspace's projects, newest first, with the search and the
 * Industry filter applied in SQL; the total of the filtered set, and of the workspace (for the empty
 * state that offers New Project). A workspace holds tens of projects, so offset paging is cheap here.
 */
export async function listProjectsPage(
  params: { workspaceId: string; page: number; perPage: number } & ProjectsTableFilter,
): Promise<{ rows: Project[]; matching: number; workspaceTotal: number }> {
  const db = await getDb();
  const where = projectFilters(params);
  const [rows, [matching], [all]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(projects).where(where),
    db.select({ n: count() }).from(projects).where(live(params.workspaceId)),
  ]);
  return { rows, matching: Number(matching?.n ?? 0), workspaceTotal: Number(all?.n ?? 0) };
}

/** The industries the workspace's projects use, for the Industry filter's options. */
export async function listProjectIndustries(params: { workspaceId: string }): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ industry: projects.industry })
    .from(projects)
    .where(live(params.workspaceId))
    .orderBy(projects.industry);
  return rows.map((r) => r.industry);
}

export async function getProject(params: { workspaceId: string; id: string }): Promise<Project | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(projects)
    .where(and(live(params.workspaceId), eq(projects.id, params.id)));
  return row;
}

/** The analysis run the project's current token names, written with the change that asked for it. */
async function queueAnalysisRun(tx: Executor, project: Project): Promise<Project> {
  await tx
    .insert(projectAnalysisRuns)
    .values({ id: project.analysisToken, workspaceId: project.workspaceId, projectId: project.id });
  return project;
}

/** A new project starts analysing, with its analysis run; the caller queues the run's job. */
export async function insertProject(params: {
  workspaceId: string;
  userId: string;
  input: ProjectInput;
}): Promise<Project> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ workspaceId: params.workspaceId, createdByUserId: params.userId, ...params.input })
      .returning();
    return queueAnalysisRun(tx, row!);
  });
}

/** Saves the fields and restarts the analysis (a new token: a run still working on the old text writes nothing). */
export async function updateProject(params: {
  workspaceId: string;
  id: string;
  input: ProjectInput;
}): Promise<Project | undefined> {
  return restart(params, params.input);
}

/** Retry (spec part 2 section 4): analysing true, error false, the analysis cleared. */
export async function restartProjectAnalysis(params: {
  workspaceId: string;
  id: string;
}): Promise<Project | undefined> {
  return restart(params, {});
}

async function restart(
  params: { workspaceId: string; id: string },
  input: Partial<ProjectInput>,
): Promise<Project | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({
        ...input,
        aiAnalysis: null,
        analysisStatus: "analysing",
        analysisError: null,
        analysisToken: sql`gen_random_uuid()`,
        analysedAt: null,
        updatedAt: new Date(),
      })
      .where(and(live(params.workspaceId), eq(projects.id, params.id)))
      .returning();
    return row && queueAnalysisRun(tx, row);
  });
}

/** The project an analysis run is for, while the run is still its newest (not superseded, not deleted). */
export async function getProjectForAnalysis(params: {
  workspaceId: string;
  runId: string;
}): Promise<Project | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(projects)
    .where(and(live(params.workspaceId), eq(projects.analysisToken, params.runId)));
  return row;
}

export async function softDeleteProject(params: { workspaceId: string; id: string }): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(projects)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(live(params.workspaceId), eq(projects.id, params.id)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Written by the run only while it is the project's newest: a later edit or retry wins. */
export async function saveProjectAnalysis(
  executor: Executor,
  params: { workspaceId: string; runId: string; analysis: ProjectAnalysis },
): Promise<void> {
  await executor
    .update(projects)
    .set({
      aiAnalysis: params.analysis,
      analysisStatus: "ready",
      analysisError: null,
      analysedAt: new Date(),
    })
    .where(and(live(params.workspaceId), eq(projects.analysisToken, params.runId)));
}

/** The card's error and Retry, when the project's newest run failed. */
export async function markProjectAnalysisFailed(
  executor: Executor,
  params: { workspaceId: string; runId: string; error: string },
): Promise<void> {
  await executor
    .update(projects)
    .set({ analysisStatus: "error", analysisError: params.error.slice(0, 500) })
    .where(and(eq(projects.workspaceId, params.workspaceId), eq(projects.analysisToken, params.runId)));
}

/** The project's lead lists: linked directly, or through a scrape started for it. */
export async function listProjectLeadLists(params: { workspaceId: string; projectId: string }) {
  const db = await getDb();
  const viaRuns = db
    .select({ id: scrapeRuns.listId })
    .from(scrapeRuns)
    .where(and(eq(scrapeRuns.workspaceId, params.workspaceId), eq(scrapeRuns.projectId, params.projectId)));
  return db
    .select({
      id: leadLists.id,
      name: leadLists.name,
      platform: leadLists.platform,
      status: leadLists.status,
      leadsCount: leadLists.leadsCount,
      createdAt: leadLists.createdAt,
    })
    .from(leadLists)
    .where(
      and(
        eq(leadLists.workspaceId, params.workspaceId),
        isNull(leadLists.deletedAt),
        or(eq(leadLists.projectId, params.projectId), inArray(leadLists.id, viaRuns)),
      ),
    )
    .orderBy(desc(leadLists.createdAt));
}
