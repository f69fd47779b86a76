import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadLists, type ScrapeRun, scrapeRuns, scrapeUploads } from "@/db/schema";
import { lockWorkspaceCredits } from "@/lib/credits/lock";
import { settleScrapeCredits } from "@/lib/credits/scrape-credits";
import { logger } from "@/lib/logger";
import { dispatchRuns } from "./dispatch";

type FinalStatus = "succeeded" | "failed" | "cancelled";

const listStatusOf: Record<FinalStatus, string> = { succeeded: "DONE", failed: "ERROR", cancelled: "DONE" };

/**
 * Ends a run exactly once: the conditional update on `settled_at is null` lets one caller through (the
 * job, a cancel, the sweep or a dead job's last attempt), which charges the saved leads, releases the
 * rest of the reservation and sets the list's status, all in one transaction. The run's scrape slot is
 * then free and goes to the workspace's next waiting run.
 */
export async function finishRun({
  workspaceId,
  runId,
  status,
  errorMessage = null,
}: {
  workspaceId: string;
  runId: string;
  status: FinalStatus;
  errorMessage?: string | null;
}): Promise<ScrapeRun | undefined> {
  const db = await getDb();
  const settled = await db.transaction(async (tx) => {
    await lockWorkspaceCredits(tx, workspaceId);
    const [run] = await tx
      .update(scrapeRuns)
      .set({
        status,
        errorMessage,
        finishedAt: sql`now()`,
        settledAt: sql`now()`,
        creditsCharged: sql`least(${scrapeRuns.creditsReserved}, round(${scrapeRuns.savedCount} * ${scrapeRuns.creditsPerLead}, 2))`,
        checkpoint: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(scrapeRuns.id, runId), eq(scrapeRuns.workspaceId, workspaceId), isNull(scrapeRuns.settledAt)),
      )
      .returning();
    if (!run) return undefined;
    await settleScrapeCredits(tx, {
      workspaceId,
      runId,
      reserved: run.creditsReserved,
      charge: run.creditsCharged ?? 0,
      description: `Scrape ${run.platform}: ${run.savedCount} lead${run.savedCount === 1 ? "" : "s"}`,
    });
    await tx
      .update(leadLists)
      .set({ status: listStatusOf[status], updatedAt: sql`now()` })
      .where(and(eq(leadLists.id, run.listId), eq(leadLists.workspaceId, workspaceId)));
    if (run.uploadId) {
      await tx
        .delete(scrapeUploads)
        .where(and(eq(scrapeUploads.id, run.uploadId), eq(scrapeUploads.workspaceId, workspaceId)));
    }
    return run;
  });
  if (settled) {
    // A failure here only delays the next run: the sweep dispatches runs left waiting.
    await dispatchRuns({ workspaceId }).catch((error: unknown) =>
      logger.error("scrape", `${runId}: could not dispatch the next run`, error),
    );
  }
  return settled;
}
