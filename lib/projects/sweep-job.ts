import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { sweepRows } from "@/lib/jobs/row-sweep";
import { projectAnalysisRows } from "./job";

/**
 * Hands back analysis runs nobody is working on: one whose job was never queued (the process died, or
 * the queue refused, between the commit and the enqueue) and one whose worker died mid-analysis. Fails
 * one that used all its attempts, which shows the error and Retry on the project's card.
 */
export const projectAnalysisSweepJob = defineJob({
  name: "project-analysis-sweep",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 1, expireInSeconds: 60 },
  schedule: "*/5 * * * *",
  async handle() {
    await sweepRows(projectAnalysisRows, {
      graceSeconds: 120,
      abandonedError: "the analysis was interrupted too many times",
    });
  },
});
