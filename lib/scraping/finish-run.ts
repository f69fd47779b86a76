import "server-only";
import { sql } from "drizzle-orm";
import { endOpenRow, failRow, finishRow, type RowClaim } from "@/lib/jobs/row-job";
import { logger } from "@/lib/logger";
import { dispatchRuns } from "./dispatch";
import { scrapeRunRows } from "./run-rows";

type FinalStatus = "succeeded" | "failed" | "cancelled";

/**
 * Ends a run exactly once, with its settlement (./run-rows.ts) in the same transaction. The run's job
 * ends it through its claim (a no-op once the claim is lost); a cancel ends it whoever holds it. The
 * run's scrape slot is then free and goes to the workspace's next waiting run. True for the one caller
 * that ended it.
 */
export async function finishRun({
  workspaceId,
  runId,
  status,
  errorMessage = null,
  claim,
}: {
  workspaceId: string;
  runId: string;
  status: FinalStatus;
  errorMessage?: string | null;
  claim?: RowClaim;
}): Promise<boolean> {
  const set = { status, errorMessage, updatedAt: sql`now()` };
  const ended = !claim
    ? await endOpenRow(
        scrapeRunRows,
        { id: runId, workspaceId },
        status === "succeeded" ? "done" : "failed",
        set,
      )
    : status === "failed"
      ? await failRow(scrapeRunRows, claim, errorMessage ?? "", set)
      : await finishRow(scrapeRunRows, claim, set);
  if (ended) {
    // A failure here only delays the next run: the sweep dispatches runs left waiting.
    await dispatchRuns({ workspaceId }).catch((error: unknown) =>
      logger.error("scrape", `${runId}: could not dispatch the next run`, error),
    );
  }
  return ended;
}
