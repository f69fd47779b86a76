import "server-only";
import { enqueue } from "@/lib/jobs/enqueue";
import { logger } from "@/lib/logger";
import { scrapeJob } from "./job";
import { runTimeLimitMs } from "./run-scrape";

/**
 * Queues a run's job, under the run's id for its first (a second send of the same id is a no-op) and
 * under the sweep's id for a later one. A failure is only logged: the run is committed as queued and
 * the sweep queues it again.
 */
export async function enqueueRun(
  run: { id: string; workspaceId: string; platform: string; estimate: number },
  jobId: string = run.id,
): Promise<void> {
  try {
    await enqueue(
      scrapeJob,
      { runId: run.id, workspaceId: run.workspaceId },
      { id: jobId, expireInSeconds: Math.ceil(runTimeLimitMs(run.platform, run.estimate) / 1000) + 120 },
    );
  } catch (error) {
    logger.error("scrape", `${run.id}: could not queue the job; the sweep will retry`, error);
  }
}
