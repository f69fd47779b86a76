import "server-only";
import { z } from "zod";
import { getBoss } from "@/lib/jobs/boss";
import { defineJob } from "@/lib/jobs/definition";
import { dispatchRuns } from "./dispatch";
import { enqueueRun } from "./enqueue-run";
import { scrapingMessages } from "./messages";
import { finishRun, getRun, listStaleOpenRuns, listWorkspacesWithWaitingRuns } from "./queries";

const QUEUE = "scrape";

/**
 * Keeps runs from hanging: a dispatched run whose job was never sent is queued again, a run whose job
 * failed for good (retries exhausted, expired on its last attempt) or vanished is failed and settled,
 * and workspaces with runs waiting for a slot get their free slots (lost if a process died between
 * settling a run and dispatching the next). A run whose job is still waiting or retrying is left to pg-boss.
 */
export async function sweepScrapeRuns({
  olderThanSeconds = 60,
}: { olderThanSeconds?: number } = {}): Promise<number> {
  const boss = await getBoss();
  let ended = 0;
  for (const stale of await listStaleOpenRuns({ olderThanSeconds })) {
    const job = await boss.getJobById(QUEUE, stale.id, { includeArchive: true });
    if (!job) {
      const run = await getRun({ workspaceId: stale.workspaceId, runId: stale.id });
      if (run?.status === "queued") await enqueueRun(run);
      else if (run)
        ended += (await finishRun({
          workspaceId: run.workspaceId,
          runId: run.id,
          status: "failed",
          errorMessage: scrapingMessages.interrupted,
        }))
          ? 1
          : 0;
      continue;
    }
    if (job.state === "failed" || job.state === "cancelled" || job.state === "completed") {
      const done = await finishRun({
        workspaceId: stale.workspaceId,
        runId: stale.id,
        status: "failed",
        errorMessage: scrapingMessages.interrupted,
      });
      if (done) ended++;
    }
  }
  for (const workspaceId of await listWorkspacesWithWaitingRuns({ olderThanSeconds }))
    await dispatchRuns({ workspaceId });
  return ended;
}

export const scrapeSweepJob = defineJob({
  name: "scrape-sweep",
  schema: z.object({}).passthrough(),
  options: { retryLimit: 1, expireInSeconds: 120 },
  schedule: "* * * * *",
  async handle() {
    await sweepScrapeRuns();
  },
});
