import "server-only";
import { enqueue } from "@/lib/jobs/enqueue";
import { logger } from "@/lib/logger";
import { scrapeJob } from "./job";
import { runTimeLimitMs } from "./run-scrape";

/**
 * Queues a run's job under the run's id (a second send of the same run is a no-op). A failure is only
 * logged: the run is committed as queued and the sweep queues it again.
 */
export async function enqueueRun(run: { id: string; workspaceId: string; platform: string }): Promise<void> {
  try {
    await enqueue(
      scrapeJob,
      { runId: run.id, workspaceId: run.workspaceId },
      { id: run.id, expireInSeconds: Math.ceil(runTimeLimitMs(run.platform) / 1000) + 120 },
    );
  } catch (error) {
    logger.error("scrape", `${run.id}: could not queue the job; the sweep will retry`, error);
  }
}
