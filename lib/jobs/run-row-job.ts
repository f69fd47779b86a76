import "server-only";
import { logger } from "@/lib/logger";
import type { JobContext } from "./definition";
import { claimRow, failRow, releaseRow, type RowClaim, type RowJobTable, type RowRef } from "./row-job";

/**
 * One job attempt on its row: claim it (nothing to do when it is done, failed or held by a live
 * worker), run `work`, which finishes or fails the row through the claim. When `work` throws, the
 * claim is released and the error rethrown so pg-boss retries the job; on the last retry the row is
 * failed with `lastError` instead.
 */
export async function runRowJob(
  t: RowJobTable,
  row: RowRef,
  context: JobContext & { retryLimit: number; lastError: string },
  work: (claim: RowClaim) => Promise<void>,
): Promise<void> {
  const claim = await claimRow(t, row, context);
  if (!claim) return;
  try {
    await work(claim);
  } catch (error) {
    if (context.retryCount < context.retryLimit) {
      await releaseRow(t, claim);
      throw error;
    }
    logger.error(t.name, `${row.id} failed after ${context.retryCount + 1} attempts`, error);
    await failRow(
      t,
      claim,
      error instanceof Error ? `${context.lastError} (${error.message})` : context.lastError,
    );
  }
}
