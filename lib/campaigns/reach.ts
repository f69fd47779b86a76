import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { addressShape, recipients } from "./expand";
import { rowsOf } from "./rows";
import { requireTargetList } from "./target-list";

export type RecipientReach = {
  /** Leads the list or selection holds. */
  leads: number;
  /** Addresses the email channel would send to now, each once. */
  reachable: number;
};

type ReachTarget = {
  workspaceId: string;
  listId?: string | null;
  leadIds?: number[] | null;
  excludeRisky: boolean;
};

/**
 * Each of the target's leads with the address an email would go to, judged as expansion judges them: a
 * well-formed address, not checked invalid (nor risky when those are excluded), not suppressed; null
 * when it would be skipped. The caller has checked that the list is the workspace's.
 */
function judgedRecipients(target: ReachTarget) {
  return sql`
    select case
      when a.address ~ ${addressShape} and a.verdict is distinct from 'invalid'
        and not (${target.excludeRisky} and a.verdict is not distinct from 'risky')
        and not exists (select 1 from suppressions s where s.workspace_id = ${target.workspaceId} and s.address = a.address)
      then a.address end as reachable
    from (
      select nullif(lower(trim(l.email)), '') as address, l.email_status as verdict
      from leads l
      where l.workspace_id = ${target.workspaceId} and l.deleted_at is null
        and ${recipients({ listId: target.listId ?? null, leadIds: target.leadIds ?? null })}
    ) a`;
}

/** How many of the target's leads there are and how many addresses an email reaches, each address once. */
export async function recipientReach(executor: Executor, target: ReachTarget): Promise<RecipientReach> {
  const [row] = rowsOf<{ leads: number; reachable: number }>(
    await executor.execute(sql`
      select count(*)::int as leads, count(distinct reachable)::int as reachable
      from (${judgedRecipients(target)}) judged`),
  );
  return { leads: Number(row?.leads ?? 0), reachable: Number(row?.reachable ?? 0) };
}

/** Whether an email reaches at least one of the target's leads: stops at the first, so a large list costs little. */
export async function reachesAnyone(executor: Executor, target: ReachTarget): Promise<boolean> {
  const [row] = rowsOf<{ any: boolean }>(
    await executor.execute(
      sql`select exists (select 1 from (${judgedRecipients(target)}) judged where reachable is not null) as any`,
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
