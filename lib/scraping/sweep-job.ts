import "server-only";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/definition";
import { sweepRows } from "@/lib/jobs/row-sweep";
import { dispatchRuns } from "./dispatch";
import { scrapingMessages } from "./messages";
import { listWorkspacesWithWaitingRuns } from "./queries";
import { scrapeRunRows } from "./run-rows";

/**
 * Keeps runs from hanging: a dispatched run whose job was never sent or whose worker died is handed
 * back (the generic row sweep), one that used its attempts or whose job pg-boss ended unclaimed is
 * failed and settled; then workspaces with runs waiting for a slot get their free slots (lost if a
 * process died between settling a run and dispatching the next). Answers how many runs it failed.
 */
export async function sweepScrapeRuns({
  graceSeconds = 60,
}: { graceSeconds?: number } = {}): Promise<number> {
  const { failed } = await sweepRows(scrapeRunRows, {
    graceSeconds,
    abandonedError: scrapingMessages.interrupted,
  });
  for (const workspaceId of await listWorkspacesWithWaitingRuns({ olderThanSeconds: graceSeconds }))
    await dispatchRuns({ workspaceId });
  return failed;
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
