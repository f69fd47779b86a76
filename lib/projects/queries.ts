import "server-only";
import { and, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadLists, projects, scrapeRuns, type Project, type ProjectAnalysis } from "@/db/schema";
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
  const filters = [live(params.workspaceId)];
  if (params.q) {
    const pattern = `%${escapeLike(params.q)}%`;
    filters.push(or(ilike(projects.name, pattern), ilike(projects.description, pattern)));
  }
  if (params.industry) filters.push(eq(projects.industry, params.industry));
  return db
    .select()
    .from(projects)
    .where(and(...filters))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(params.limit ?? 200);
}

export async function getProject(params: { workspaceId: string; id: string }): Promise<Project | undefined> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(projects)
    .where(and(live(params.workspaceId), eq(projects.id, params.id)));
  return row;
}

/** A new project starts analysing; the caller queues the job with the returned token. */
export async function insertProject(params: {
  workspaceId: string;
  userId: string;
  input: ProjectInput;
}): Promise<Project> {
  const db = await getDb();
  const [row] = await db
    .insert(projects)
    .values({ workspaceId: params.workspaceId, createdByUserId: params.userId, ...params.input })
    .returning();
  return row!;
}

/** Saves the fields and restarts the analysis (a new token: a job still running for the old text is ignored). */
export async function updateProject(params: {
  workspaceId: string;
  id: string;
  input: ProjectInput;
}): Promise<Project | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(projects)
    .set({ ...params.input, ...restartAnalysis(), updatedAt: new Date() })
    .where(and(live(params.workspaceId), eq(projects.id, params.id)))
    .returning();
  return row;
}

/** Retry (spec part 2 section 4): analysing true, error false, the analysis cleared. */
export async function restartProjectAnalysis(params: {
  workspaceId: string;
  id: string;
}): Promise<Project | undefined> {
  const db = await getDb();
  const [row] = await db
    .update(projects)
    .set({ ...restartAnalysis(), updatedAt: new Date() })
    .where(and(live(params.workspaceId), eq(projects.id, params.id)))
    .returning();
  return row;
}

function restartAnalysis() {
  return {
    aiAnalysis: null,
    analysisStatus: "analysing" as const,
    analysisError: null,
    analysisToken: sql`gen_random_uuid()`,
    analysedAt: null,
  };
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

/** Written by the job only when its token is still the project's: a newer edit or retry wins. */
export async function saveProjectAnalysis(params: {
  workspaceId: string;
  id: string;
  token: string;
  analysis: ProjectAnalysis;
}): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(projects)
    .set({
      aiAnalysis: params.analysis,
      analysisStatus: "ready",
      analysisError: null,
      analysedAt: new Date(),
    })
    .where(
      and(live(params.workspaceId), eq(projects.id, params.id), eq(projects.analysisToken, params.token)),
    )
    .returning({ id: projects.id });
  return rows.length > 0;
}

export async function markProjectAnalysisFailed(params: {
  workspaceId: string;
  id: string;
  token: string;
  error: string;
}): Promise<void> {
  const db = await getDb();
  await db
    .update(projects)
    .set({ analysisStatus: "error", analysisError: params.error.slice(0, 500) })
    .where(
      and(
        eq(projects.workspaceId, params.workspaceId),
        eq(projects.id, params.id),
        eq(projects.analysisToken, params.token),
      ),
    );
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
