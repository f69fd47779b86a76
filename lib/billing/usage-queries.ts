import "server-only";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { creditTransactions } from "@/db/schema";
import { getCreditBalance } from "@/lib/credits/queries";

/**
 * The spec's Balance over a period: creditsUsed is what the ledger debited since `since` (net of
 * reservations given back), creditsTotal the balance plus that, i.e. what the period started with and
 * gained.
 */
export async function getPeriodBalance({ workspaceId, since }: { workspaceId: string; since: Date }) {
  const db = await getDb();
  const [balance, [row]] = await Promise.all([
    getCreditBalance({ workspaceId }, db),
    db
      .select({ used: sql<string>`coalesce(sum(${creditTransactions.amount}), 0)` })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.workspaceId, workspaceId),
          gte(creditTransactions.createdAt, since),
          sql`${creditTransactions.kind} in ('reservation', 'charge', 'refund')`,
        ),
      ),
  ]);
  const creditsUsed = Math.max(0, -Number(row?.used ?? 0));
  return { creditsTotal: balance + creditsUsed, creditsUsed, balance };
}

/** Credits used per UTC day in [since, until), for the usage chart. */
export async function getDailyUsage({
  workspaceId,
  since,
  until,
}: {
  workspaceId: string;
  since: Date;
  until: Date;
}) {
  const db = await getDb();
  const day = sql<string>`to_char(${creditTransactions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, used: sql<string>`-sum(${creditTransactions.amount})` })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.workspaceId, workspaceId),
        gte(creditTransactions.createdAt, since),
        lt(creditTransactions.createdAt, until),
        sql`${creditTransactions.kind} in ('reservation', 'charge', 'refund')`,
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, Math.max(0, Number(r.used))]));
}
