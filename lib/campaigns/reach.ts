import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import type { DeliverySkipReason } from "@/db/schema";
import { addressSkipArms, recipients } from "./expand";
import { rowsOf } from "./rows";
import { requireTargetList } from "./target-list";

export type RecipientReach = {
  /** Leads the list or selection holds. */
  leads: number;
  /** Addresses the email channel would send to now, each once. */
  reachable: number;
  /** Why the others would be skipped, as expansion records it, most first (reasons with none left out). */
  skipped: { reason: DeliverySkipReason; count: number }[];
};

type ReachTarget = {
  workspaceId: string;
  listId?: string | null;
  leadIds?: number[] | null;
  excludeRisky: boolean;
};

/**
 * Each of the target's leads with the address an email would go to, judged as expansion judges it, or
 * the reason it would be skipped (a repeated address is judged by the caller). The caller has checked
 * that the list is the workspace's.
 */
function judgedRecipients(target: ReachTarget) {
  return sql`
    select a.address, case ${addressSkipArms(target.workspaceId, target.excludeRisky)} end as reason
    from (
      select nullif(lower(trim(l.email)), '') as address, l.email_status as verdict
      from leads l
      where l.workspace_id = ${target.workspaceId} and l.deleted_at is null
        and ${recipients({ listId: target.listId ?? null, leadIds: target.leadIds ?? null })}
    ) a`;
}

/** How many of the target's leads there are, how many addresses an email reaches (each once), and why not the rest. */
export async function recipientReach(executor: Executor, target: ReachTarget): Promise<RecipientReach> {
  const rows = rowsOf<{ reason: DeliverySkipReason | null; n: number; addresses: number }>(
    await executor.execute(sql`
      select reason, count(*)::int as n, count(distinct address)::int as addresses
      from (${judgedRecipients(target)}) judged group by reason`),
  );
  const sendable = rows.find((r) => r.reason === null);
  const reachable = Number(sendable?.addresses ?? 0);
  const skipped = rows
    .filter((r) => r.reason !== null)
    .map((r) => ({ reason: r.reason!, count: Number(r.n) }))
    .concat({ reason: "duplicate", count: Number(sendable?.n ?? 0) - reachable })
    .filter((s) => s.count > 0)
    .sort((x, y) => y.count - x.count);
  return { leads: rows.reduce((sum, r) => sum + Number(r.n), 0), reachable, skipped };
}

/** Whether an email reaches at least one of the target's leads: stops at the first, so a large list costs little. */
export async function reachesAnyone(executor: Executor, target: ReachTarget): Promise<boolean> {
  const [row] = rowsOf<{ any: boolean }>(
    await executor.execute(
      sql`select exists (select 1 from (${judgedRecipients(target)}) judged where reason is null) as any`,
    ),
  );
  return Boolean(row?.any);
}

/** The reach of a list (another workspace's, or a deleted one, is not found) or of a selection. */
export async function reachOf(target: {
  workspaceId: string;
  listId?: string;
  leadIds?: number[];
  excludeRisky: boolean;
}): Promise<RecipientReach> {
  const db = await getDb();
  if (target.listId) await requireTargetList(db, target.workspaceId, target.listId);
  return recipientReach(db, target);
}
