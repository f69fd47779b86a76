import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { scrapeRuns } from "@/db/schema";
import { enqueueRun } from "./enqueue-run";

/**
 * Scrape runs one workspace may have dispatched (queued in the job queue or running) at once. The
 * queue is first come, first served across every worker process, so this cap is what keeps one
 * workspace's backlog from taking every slot: the rest of its runs wait here, in the database, and
 * another workspace's run goes straight to the queue.
 */
export const SCRAPE_SLOTS_PER_WORKSPACE = 2;

const open = inArray(scrapeRuns.status, ["queued", "running"]);

/**
 * Gives the workspace's oldest waiting runs its free slots and queues their jobs. Called after a start
 * and after a run settles; the sweep calls it again for runs left waiting by a crash between the two.
 * The slot count and the marks are one transaction under a per-workspace lock, so concurrent callers
 * in any process never hand out more than the cap.
 */
export async function dispatchRuns({ workspaceId }: { workspaceId: string }): Promise<number> {
  const db = await getDb();
  const dispatched = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`scrape-slots:${workspaceId}`}, 0))`,
    );
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(scrapeRuns)
      .where(and(eq(scrapeRuns.workspaceId, workspaceId), open, isNotNull(scrapeRuns.dispatchedAt)));
    const free = SCRAPE_SLOTS_PER_WORKSPACE - (row?.count ?? 0);
    if (free <= 0) return [];
    const waiting = tx
      .select({ id: scrapeRuns.id })
      .from(scrapeRuns)
      .where(
        and(
          eq(scrapeRuns.workspaceId, workspaceId),
          eq(scrapeRuns.status, "queued"),
          isNull(scrapeRuns.dispatchedAt),
          isNull(scrapeRuns.settledAt),
        ),
      )
      .orderBy(asc(scrapeRuns.createdAt), asc(scrapeRuns.id))
      .limit(free);
    return tx
      .update(scrapeRuns)
      .set({ dispatchedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(scrapeRuns.workspaceId, workspaceId), inArray(scrapeRuns.id, waiting)))
      .returning({
        id: scrapeRuns.id,
        workspaceId: scrapeRuns.workspaceId,
        platform: scrapeRuns.platform,
        estimate: scrapeRuns.estimate,
      });
  });
  for (const run of dispatched) await enqueueRun(run);
  return dispatched.length;
}
