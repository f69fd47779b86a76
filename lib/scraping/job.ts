import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { SCRAPE_RETRY_LIMIT } from "./retry-limit";
import { executeRun } from "./run-scrape";

export { SCRAPE_RETRY_LIMIT };

/**
 * One scrape run. The run's row is the job (./run-rows.ts): each attempt claims it, and the first job's
 * id is the run id. Delivery is at least once, and the run is idempotent: a settled run is skipped,
 * saved leads are unique per list, and a resumed provider starts from its checkpoint. Runs whose
 * worker died are handed back or ended by the sweep.
 */
export const scrapeJob = defineJob({
  name: "scrape",
  schema: z.object({ runId: z.uuid(), workspaceId: z.uuid() }),
  options: { retryLimit: SCRAPE_RETRY_LIMIT, retryDelay: 5, expireInSeconds: 15 * 60 },
  // Scrapes mostly wait on other servers; four at once per process keeps one user from queueing behind another.
  concurrency: 4,
  async handle(data, { jobId, retryCount }) {
    await executeRun(data, { jobId, retryCount, retryLimit: SCRAPE_RETRY_LIMIT });
  },
});
