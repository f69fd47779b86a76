import "server-only";
import type { Project } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { enforceModelCallLimit } from "@/lib/recommendations/rate-limit";
import { cancelRun } from "@/lib/scraping/cancel";
import { deleteProjectScrapes, listOpenProjectRuns } from "./delete-queries";
import { projectAnalysisRows } from "./job";
import { insertProject, restartProjectAnalysis, softDeleteProject, updateProject } from "./queries";
import type { ProjectInput } from "./validations";

type Scope = { workspaceId: string; userId: string };

/**
 * Queues the job of the project's analysis run. If the queue refuses, the run stays queued and the
 * sweep (./sweep-job.ts) hands it to the queue later.
 */
async function queueAnalysis(project: Project): Promise<void> {
  const run = { id: project.analysisToken, workspaceId: project.workspaceId };
  try {
    // The run's id is its first job's id: queueing twice queues one job.
    await projectAnalysisRows.enqueue(run, run.id);
  } catch (error) {
    logger.error("project-analysis", `could not queue the analysis of ${project.id}; the sweep will`, error);
  }
}

// Each create, edit and retry queues an analysis that may call the paid model: the workspace's
// model limit is counted before anything is written, so a refused request changes nothing.
export async function createProject(scope: Scope & { input: ProjectInput }): Promise<Project> {
  await enforceModelCallLimit(scope);
  const project = await insertProject(scope);
  await queueAnalysis(project);
  return project;
}

export async function editProject(scope: Scope & { id: string; input: ProjectInput }): Promise<Project> {
  await enforceModelCallLimit(scope);
  const project = await updateProject({ workspaceId: scope.workspaceId, id: scope.id, input: scope.input });
  if (!project) throw new AppError("not_found:project", "Project not found.");
  await queueAnalysis(project);
  return project;
}

export async function retryProjectAnalysis(scope: Scope & { id: string }): Promise<Project> {
  await enforceModelCallLimit(scope);
  const project = await restartProjectAnalysis({ workspaceId: scope.workspaceId, id: scope.id });
  if (!project) throw new AppError("not_found:project", "Project not found.");
  await queueAnalysis(project);
  return project;
}

/**
 * Deletes a project with its scrape jobs and leads (spec part 2 section 2.2): the project is hidden (kept
 * for audit), its open scrapes are cancelled and settled, then its lists and the leads its scrapes saved
 * are marked deleted.
 */
export async function deleteProject(
  scope: Scope & { id: string },
): Promise<{ lists: number; leads: number }> {
  const target = { workspaceId: scope.workspaceId, projectId: scope.id };
  if (!(await softDeleteProject({ workspaceId: scope.workspaceId, id: scope.id }))) {
    throw new AppError("not_found:project", "Project not found.");
  }
  for (const runId of await listOpenProjectRuns(target)) {
    // A run that ended meanwhile is no longer cancellable, and has nothing left to stop.
    await cancelRun({ workspaceId: scope.workspaceId, runId }).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
  return deleteProjectScrapes(target);
}
