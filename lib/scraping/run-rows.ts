import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor, Transaction } from "@/db";
import { leadLists, type ScrapeRunStatus, scrapeRuns, scrapeUploads } from "@/db/schema";
import { lockWorkspaceCredits } from "@/lib/credits/lock";
import { settleScrapeCredits } from "@/lib/credits/scrape-credits";
import type { RowJobTable } from "@/lib/jobs/row-job";
import { enqueueRun } from "./enqueue-run";
import { getRun } from "./queries";
import { tellRunEnded } from "./run-ended";
import { SCRAPE_RETRY_LIMIT } from "./retry-limit";

const listStatusOf: Partial<Record<ScrapeRunStatus, string>> = {
  succeeded: "DONE",
  failed: "ERROR",
  cancelled: "DONE",
};

/**
 * A run's settlement, in the transaction that ends it: charges the saved leads, releases the rest of
 * the reservation, sets the list's status and drops the run's upload. The `settled_at` guard keeps a
 * second settlement from charging twice.
 */
async function settleRun(tx: Executor, { id, workspaceId }: { id: string; workspaceId: string | null }) {
  if (!workspaceId) return;
  // The row helper calls settle only inside the transaction that ended the row.
  await lockWorkspaceCredits(tx as Transaction, workspaceId);
  const [run] = await tx
    .update(scrapeRuns)
    .set({
      finishedAt: sql`now()`,
      settledAt: sql`now()`,
      creditsCharged: sql`least(${scrapeRuns.creditsReserved}, round(${scrapeRuns.savedCount} * ${scrapeRuns.creditsPerLead}, 2))`,
      checkpoint: null,
    })
    .where(and(eq(scrapeRuns.id, id), eq(scrapeRuns.workspaceId, workspaceId), isNull(scrapeRuns.settledAt)))
    .returning();
  if (!run) return;
  await settleScrapeCredits(tx, {
    workspaceId,
    runId: id,
    reserved: run.creditsReserved,
    charge: run.creditsCharged ?? 0,
    description: `Scrape ${run.platform}: ${run.savedCount} lead${run.savedCount === 1 ? "" : "s"}`,
  });
  const listStatus = listStatusOf[run.status];
  if (listStatus && run.listId) {
    await tx
      .update(leadLists)
      .set({ status: listStatus, updatedAt: sql`now()` })
      .where(and(eq(leadLists.id, run.listId), eq(leadLists.workspaceId, workspaceId)));
  }
  await tellRunEnded(tx, run);
  if (run.uploadId) {
    await tx
      .delete(scrapeUploads)
      .where(and(eq(scrapeUploads.id, run.uploadId), eq(scrapeUploads.workspaceId, workspaceId)));
  }
}

/**
 * The `scrape_runs` table as row-driven work. Only dispatched runs are the sweep's: a run waiting for
 * one of its workspace's slots has no job yet, and gets one from `dispatchRuns` (./dispatch.ts).
 */
export const scrapeRunRows: RowJobTable<typeof scrapeRuns> = {
  name: "scrape",
  table: scrapeRuns,
  columns: {
    id: scrapeRuns.id,
    workspaceId: scrapeRuns.workspaceId,
    status: scrapeRuns.status,
    attempts: scrapeRuns.attempts,
    claimedBy: scrapeRuns.claimedBy,
    heartbeatAt: scrapeRuns.heartbeatAt,
    createdAt: scrapeRuns.createdAt,
    error: scrapeRuns.errorMessage,
  },
  statuses: { open: ["queued", "running"], running: "running", done: "succeeded", failed: "failed" },
  sweepable: isNotNull(scrapeRuns.dispatchedAt),
  queue: "scrape",
  // A working run heartbeats every second; two minutes of silence is a dead worker, not a slow provider.
  leaseSeconds: 120,
  maxAttempts: SCRAPE_RETRY_LIMIT + 1,
  async enqueue(row, jobId) {
    const run = row.workspaceId ? await getRun({ workspaceId: row.workspaceId, runId: row.id }) : undefined;
    if (run) await enqueueRun(run, jobId);
  },
  settle: settleRun,
};
