import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { logger } from "@/lib/logger";
import { analyseProject } from "./analysis";
import { projectMessages } from "./validations";
import { getProject, markProjectAnalysisFailed, saveProjectAnalysis } from "./queries";

const RETRY_LIMIT = 2;

/**
 * Fills a project's ai_analysis. Idempotent: the token names the edit that queued it; a job for an older
 * edit, a deleted project or a finished analysis does nothing. The last failed attempt marks the error.
 */
export const projectAnalysisJob = defineJob({
  name: "project-analysis",
  schema: z.object({ workspaceId: z.uuid(), projectId: z.uuid(), token: z.uuid() }),
  options: { retryLimit: RETRY_LIMIT, retryDelay: 5, expireInSeconds: 120 },
  async handle({ workspaceId, projectId, token }, { retryCount }) {
    const project = await getProject({ workspaceId, id: projectId });
    if (!project || project.analysisToken !== token || project.analysisStatus !== "analysing") return;
    try {
      const analysis = await analyseProject(project);
      await saveProjectAnalysis({ workspaceId, id: projectId, token, analysis });
    } catch (error) {
      if (retryCount < RETRY_LIMIT) throw error;
      logger.error("project-analysis", `project ${projectId} failed after ${retryCount + 1} attempts`, error);
      await markProjectAnalysisFailed({
        workspaceId,
        id: projectId,
        token,
        error: projectMessages.analysisFailed,
      });
    }
  },
});
