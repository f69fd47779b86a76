import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { executeRun } from "./run-scrape";

export const SCRAPE_RETRY_LIMIT = 2;

/**
 * One scrape run. The job id is the run id (a run is queued at most once); delivery is at least once,
 * and the run is idempotent: a settled run is skipped, saved leads are unique per list, and a resumed
 * provider starts from its checkpoint. Runs that die where no handler sees it are ended by the sweep.
 */
export const scrapeJob = defineJob({
  name: "scrape",
  schema: z.object({ runId: z.uuid(), workspaceId: z.uuid() }),
  options: { retryLimit: SCRAPE_RETRY_LIMIT, retryDelay: 5, expireInSeconds: 15 * 60 },
  // Scrapes mostly wait on other servers; four at once per process keeps one user from queueing behind another.
  concurrency: 4,
  async handle(data, { retryCount }) {
    await executeRun(data, { retryCount, retryLimit: SCRAPE_RETRY_LIMIT });
  },
});
