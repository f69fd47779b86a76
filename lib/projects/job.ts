import "server-only";
import { z } from "zod";
import { projectAnalysisRuns } from "@/db/schema";
import { getDb } from "@/db";
import { defineJob } from "@/lib/jobs/definition";
import { enqueue } from "@/lib/jobs/enqueue";
import { finishRow, type RowJobTable } from "@/lib/jobs/row-job";
import { runRowJob } from "@/lib/jobs/run-row-job";
import { analyseProject } from "./analysis";
import { projectMessages } from "./validations";
import { getProjectForAnalysis, markProjectAnalysisFailed, saveProjectAnalysis } from "./queries";

const RETRY_LIMIT = 2;

/**
 * `project_analysis_runs` as row-driven work. A run that fails for good (its last attempt, or the sweep
 * giving up on it) shows the error and Retry on its project's card, if it is still the project's newest.
 */
export const projectAnalysisRows: RowJobTable<typeof projectAnalysisRuns> = {
  name: "project-analysis",
  table: projectAnalysisRuns,
  columns: {
    id: projectAnalysisRuns.id,
    workspaceId: projectAnalysisRuns.workspaceId,
    status: projectAnalysisRuns.status,
    attempts: projectAnalysisRuns.attempts,
    claimedBy: projectAnalysisRuns.claimedBy,
    heartbeatAt: projectAnalysisRuns.heartbeatAt,
    createdAt: projectAnalysisRuns.createdAt,
    error: projectAnalysisRuns.error,
  },
  statuses: { open: ["queued", "running"], running: "running", done: "done", failed: "failed" },
  // The job's expiry: a claim older than that belongs to an attempt pg-boss already gave up on.
  leaseSeconds: 120,
  maxAttempts: RETRY_LIMIT + 1,
  queue: "project-analysis",
  enqueue: async (row, jobId) =>
    void (await enqueue(
      projectAnalysisJob,
      { workspaceId: row.workspaceId as string, runId: row.id },
      { id: jobId },
    )),
  async settle(tx, row, outcome) {
    if (outcome === "failed")
      await markProjectAnalysisFailed(tx, {
        workspaceId: row.workspaceId as string,
        runId: row.id,
        error: projectMessages.analysisFailed,
      });
  },
};

/**
 * Fills a project's ai_analysis. The run is the job: claimed once per attempt; a run an edit or retry
 * has superseded, or whose project was deleted, ends without writing anything.
 */
export const projectAnalysisJob = defineJob({
  name: "project-analysis",
  schema: z.object({ workspaceId: z.uuid(), runId: z.uuid() }),
  options: { retryLimit: RETRY_LIMIT, retryDelay: 5, expireInSeconds: 120 },
  async handle({ workspaceId, runId }, context) {
    const retry = { ...context, retryLimit: RETRY_LIMIT, lastError: projectMessages.analysisFailed };
    await runRowJob(projectAnalysisRows, { id: runId, workspaceId }, retry, async (claim) => {
      const project = await getProjectForAnalysis({ workspaceId, runId });
      const analysis = project ? await analyseProject(project) : undefined;
      await (
        await getDb()
      ).transaction(async (tx) => {
        if (!(await finishRow(projectAnalysisRows, claim, {}, tx)) || !analysis) return;
        await saveProjectAnalysis(tx, { workspaceId, runId, analysis });
      });
    });
  },
});
