import "server-only";
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { logger } from "@/lib/logger";
import { getBoss } from "./boss";
import {
  failAbandonedRow,
  failUnclaimedRow,
  isOpen,
  leaseExpired,
  rowJobId,
  type RowJobTable,
} from "./row-job";

const endedJobStates = new Set(["completed", "cancelled", "failed"]);

/** Whether pg-boss ended the row's first job (kept in its archive for a while after). */
async function firstJobEnded(queue: string, rowId: string): Promise<boolean> {
  const job = await (await getBoss()).getJobById(queue, rowId, { includeArchive: true });
  return Boolean(job && endedJobStates.has(job.state));
}

export type SweepReport = { handedBack: number; failed: number };

/**
 * Finds open rows nobody is working on and acts once for each:
 * - a row never claimed, older than `graceSeconds` (its job was never queued: the process died between
 *   the commit and the enqueue) is queued under its first job id, or, when the table names its queue
 *   and pg-boss ended that job unclaimed, failed with `abandonedError`;
 * - a claimed row whose lease expired (its worker died) is queued under a job id for its next attempt,
 *   or failed with `abandonedError` once it has used `maxAttempts`.
 * A released row (an attempt failed and pg-boss will retry it) is left to pg-boss. Queueing is
 * idempotent per job id and claiming is exclusive, so sweeps may overlap each other and live jobs.
 */
export async function sweepRows(
  t: RowJobTable,
  {
    graceSeconds,
    abandonedError,
    limit = 500,
  }: { graceSeconds: number; abandonedError: string; limit?: number },
): Promise<SweepReport> {
  const db = await getDb();
  const { id, workspaceId, attempts, claimedBy, createdAt } = t.columns;
  const neverStarted = and(
    isNull(claimedBy),
    eq(attempts, 0),
    lt(createdAt, sql`now() - make_interval(secs => ${graceSeconds})`),
  );
  const abandoned = and(isNotNull(claimedBy), leaseExpired(t));
  const rows = await db
    .select({ id, workspaceId: workspaceId ?? sql<null>`null`, attempts })
    .from(t.table as never)
    .where(and(isOpen(t), t.sweepable, or(neverStarted, abandoned)))
    .orderBy(asc(createdAt))
    .limit(limit);

  const report: SweepReport = { handedBack: 0, failed: 0 };
  for (const row of rows as Array<{ id: string; workspaceId: string | null; attempts: number }>) {
    const used = Number(row.attempts);
    if (used >= t.maxAttempts) {
      if (await failAbandonedRow(t, row.id, abandonedError)) report.failed++;
      continue;
    }
    try {
      if (used === 0 && t.queue && (await firstJobEnded(t.queue, row.id))) {
        if (await failUnclaimedRow(t, row.id, abandonedError)) report.failed++;
        continue;
      }
      await t.enqueue(row, rowJobId(row.id, used));
      report.handedBack++;
    } catch (error) {
      logger.error(t.name, `sweep could not hand back ${row.id}`, error);
    }
  }
  return report;
}
