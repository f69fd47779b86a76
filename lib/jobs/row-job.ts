import "server-only";
import { createHash } from "node:crypto";
import { and, eq, getTableColumns, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Executor } from "@/db";

/**
 * "The row is the job": work whose truth is a database row (an email, a scrape run, a delivery) and
 * whose pg-boss job only drives it. A job attempt claims the row before it works (a conditional update
 * that stamps a lease and counts the attempt), heartbeats while it works, and finishes or fails it
 * exactly once; a sweep (./row-sweep.ts) hands back rows whose lease a dead worker left.
 *
 * An area describes its table once with a RowJobTable and calls these functions with it.
 */
export type RowJobTable<T extends PgTable = PgTable> = {
  /** For logs. */
  name: string;
  table: T;
  columns: {
    id: AnyPgColumn;
    /** Scopes every update when the table is tenant data (nullable for rows like system emails). */
    workspaceId?: AnyPgColumn;
    status: AnyPgColumn;
    /** Claims so far (integer). */
    attempts: AnyPgColumn;
    /** Who holds the claim: `<job id>/<attempt>` (text), null when nobody does. */
    claimedBy: AnyPgColumn;
    /** The holder's last sign of life (timestamptz). */
    heartbeatAt: AnyPgColumn;
    createdAt: AnyPgColumn;
    /** Where a failure's message is stored (text). */
    error?: AnyPgColumn;
  };
  statuses: {
    /** Statuses in which the row still has work to do (and may be claimed). */
    open: readonly [string, ...string[]];
    /** Set by a claim, when the table shows work in progress ("running"); must be one of `open`. */
    running?: string;
    done: string;
    failed: string;
  };
  /**
   * Narrows the sweep to rows that have a job to hand back; rows outside it (a scrape run waiting for
   * one of its workspace's slots) are the area's to queue.
   */
  sweepable?: SQL;
  /**
   * The pg-boss queue of the row's job. With it the sweep looks a never-claimed row's first job up,
   * and fails the row when pg-boss ended that job before any attempt claimed it (cancelled, or failed
   * before the claim): queueing it again under an id pg-boss still holds would do nothing.
   */
  queue?: string;
  /** A claim whose heartbeat is older than this belongs to a dead worker. */
  leaseSeconds: number;
  /** Claims after which the sweep fails a row instead of handing it back. */
  maxAttempts: number;
  /** Queues the row's job under `jobId` (pg-boss ignores a second job with an id it holds). */
  enqueue(row: { id: string; workspaceId: string | null }, jobId: string): Promise<void>;
  /**
   * Writes that belong to the row's end (a scrape run settles its credits), run in the transaction
   * that ends it and only by the one caller that did: a finish, a fail or the sweep giving up.
   */
  settle?(
    executor: Executor,
    row: { id: string; workspaceId: string | null },
    outcome: "done" | "failed",
  ): Promise<void>;
};

/** A claim held by one job attempt; finish, fail, release and heartbeat only act while it is held. */
export type RowClaim = { id: string; workspaceId?: string; token: string; attempts: number };

export type RowRef = { id: string; workspaceId?: string };

/** The job id for a row's next job: the row id for its first, then one derived from the attempts so far. */
export function rowJobId(rowId: string, attempts: number): string {
  if (attempts === 0) return rowId;
  const hex = createHash("sha256").update(`${rowId}/${attempts}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The table's property name for a column, as Drizzle's `set()` wants it. */
function key(t: RowJobTable, column: AnyPgColumn): string {
  const found = Object.entries(getTableColumns(t.table)).find(([, c]) => c === column);
  if (!found) throw new Error(`${t.name}: column ${column.name} is not in the table`);
  return found[0];
}

function values(t: RowJobTable, entries: Array<[AnyPgColumn | undefined, unknown]>): Record<string, unknown> {
  return Object.fromEntries(entries.filter(([c]) => c).map(([c, v]) => [key(t, c as AnyPgColumn), v]));
}

function rowIs(t: RowJobTable, row: RowRef): SQL {
  const { id, workspaceId } = t.columns;
  return and(
    eq(id, row.id),
    workspaceId && row.workspaceId ? eq(workspaceId, row.workspaceId) : undefined,
  ) as SQL;
}

export function isOpen(t: RowJobTable): SQL {
  return inArray(t.columns.status, [...t.statuses.open]);
}

export function leaseExpired(t: RowJobTable): SQL {
  return lt(t.columns.heartbeatAt, sql`now() - make_interval(secs => ${t.leaseSeconds})`);
}

function update(t: RowJobTable, executor: Executor, set: Record<string, unknown>, where: SQL | undefined) {
  const { id, workspaceId } = t.columns;
  return executor
    .update(t.table)
    .set(set as never)
    .where(where)
    .returning({ id, workspaceId: workspaceId ?? sql<null>`null` }) as Promise<
    Array<{ id: string; workspaceId: string | null }>
  >;
}

/** Ends the row where `where` still holds, with the table's settlement in the same transaction. */
async function end(
  t: RowJobTable,
  set: Record<string, unknown>,
  where: SQL | undefined,
  outcome: "done" | "failed",
  executor?: Executor,
): Promise<boolean> {
  const run = async (tx: Executor) => {
    const [row] = await update(t, tx, set, where);
    if (row && t.settle) await t.settle(tx, row, outcome);
    return Boolean(row);
  };
  if (executor || !t.settle) return run(executor ?? (await getDb()));
  return (await getDb()).transaction(run);
}

/**
 * Claims an open row for one job attempt. It wins when nobody holds the row, when the holder's lease
 * expired, or when the holder was an earlier attempt of the same job (pg-boss retries a job only after
 * that attempt failed or expired). Undefined when the row is done, failed or held by a live worker.
 */
export async function claimRow(
  t: RowJobTable,
  row: RowRef,
  attempt: { jobId: string; retryCount: number },
): Promise<RowClaim | undefined> {
  const db = await getDb();
  const token = `${attempt.jobId}/${attempt.retryCount}`;
  const { claimedBy, attempts, heartbeatAt, status } = t.columns;
  const [claimed] = await db
    .update(t.table)
    .set(
      values(t, [
        [claimedBy, token],
        [attempts, sql`${attempts} + 1`],
        [heartbeatAt, sql`now()`],
        [t.statuses.running ? status : undefined, t.statuses.running],
      ]) as never,
    )
    .where(
      and(
        rowIs(t, row),
        isOpen(t),
        or(isNull(claimedBy), leaseExpired(t), sql`split_part(${claimedBy}, '/', 1) = ${attempt.jobId}`),
      ),
    )
    .returning({ attempts: attempts });
  return claimed ? { ...row, token, attempts: Number(claimed.attempts) } : undefined;
}

function held(t: RowJobTable, claim: RowClaim): SQL {
  return and(rowIs(t, claim), eq(t.columns.claimedBy, claim.token), isOpen(t)) as SQL;
}

/** Renews the lease; false when the claim was lost (the row ended, or another attempt took it over). */
export async function heartbeatRow(t: RowJobTable, claim: RowClaim): Promise<boolean> {
  const rows = await update(
    t,
    await getDb(),
    values(t, [[t.columns.heartbeatAt, sql`now()`]]),
    held(t, claim),
  );
  return rows.length > 0;
}

/**
 * Marks the row done, with the area's own columns (`set`, by property name), once: false when the claim
 * is no longer held. Pass the area's transaction to make its other writes part of the same change.
 */
export async function finishRow(
  t: RowJobTable,
  claim: RowClaim,
  set: Record<string, unknown> = {},
  executor?: Executor,
): Promise<boolean> {
  const ended = values(t, [
    [t.columns.status, t.statuses.done],
    [t.columns.claimedBy, null],
    [t.columns.error, null],
  ]);
  return end(t, { ...ended, ...set }, held(t, claim), "done", executor);
}

function failed(t: RowJobTable, error: string): Record<string, unknown> {
  return values(t, [
    [t.columns.status, t.statuses.failed],
    [t.columns.claimedBy, null],
    [t.columns.error, error],
  ]);
}

/** Marks the row failed with `error`, once: false when the claim is no longer held. */
export async function failRow(
  t: RowJobTable,
  claim: RowClaim,
  error: string,
  set: Record<string, unknown> = {},
  executor?: Executor,
): Promise<boolean> {
  return end(t, { ...failed(t, error), ...set }, held(t, claim), "failed", executor);
}

/** Fails a row whose worker died holding its last claim (the sweep), unless it was taken over meanwhile. */
export async function failAbandonedRow(t: RowJobTable, rowId: string, error: string): Promise<boolean> {
  const where = and(eq(t.columns.id, rowId), isOpen(t), isNotNull(t.columns.claimedBy), leaseExpired(t));
  return end(t, failed(t, error), where, "failed");
}

/** Fails a row whose job ended before any attempt claimed it (the sweep), unless one claimed it meanwhile. */
export async function failUnclaimedRow(t: RowJobTable, rowId: string, error: string): Promise<boolean> {
  const where = and(
    eq(t.columns.id, rowId),
    isOpen(t),
    isNull(t.columns.claimedBy),
    eq(t.columns.attempts, 0),
  );
  return end(t, failed(t, error), where, "failed");
}

/**
 * Ends an open row whoever holds it, for an end decided outside its job (a user cancels a scrape run):
 * `set` carries the area's end status and columns. False when the row had already ended; its holder's
 * own finish or fail is then a no-op.
 */
export async function endOpenRow(
  t: RowJobTable,
  row: RowRef,
  outcome: "done" | "failed",
  set: Record<string, unknown>,
): Promise<boolean> {
  const ended = values(t, [[t.columns.claimedBy, null]]);
  return end(t, { ...ended, ...set }, and(rowIs(t, row), isOpen(t)), outcome);
}

/** Gives the claim up after a failure that a later attempt may get past; the row stays open. */
export async function releaseRow(t: RowJobTable, claim: RowClaim): Promise<boolean> {
  const rows = await update(
    t,
    await getDb(),
    values(t, [
      [t.columns.claimedBy, null],
      [t.columns.heartbeatAt, sql`now()`],
    ]),
    held(t, claim),
  );
  return rows.length > 0;
}
