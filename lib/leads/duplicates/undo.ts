import "server-only";
import { getTableColumns } from "drizzle-orm";
import { getDb } from "@/db";
import { leads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { lockWorkspaceLeads } from "../lock";
import { duplicateMessages } from "./messages";
import { recountCuratedLists, toArray } from "./merge";
import { executorQuery } from "./run";

/** Every column but the identity: a restored row is the snapshot, column for column. */
const restorable = Object.values(getTableColumns(leads))
  .map((c) => c.name)
  .filter((name) => name !== "id");
const restoreFrom = (snapshot: string) =>
  `(${restorable.join(", ")}) = (select ${restorable.map((c) => `r.${c}`).join(", ")}
     from jsonb_populate_record(null::leads, ${snapshot}) r)`;

type MergeRow = {
  id: string;
  winner_id: string;
  loser_id: string;
  loser_list_ids: string[] | string;
  moved_list_ids: string[] | string;
  undone_at: string | null;
  winner_live: boolean;
  later: boolean;
};

/**
 * Undo of a merge: both leads are put back exactly as they were just before it (edits made to the winner
 * since are undone with it), the loser's list memberships return, and the pair is kept apart (a "keep
 * both" decision) so it does not come back for review. Only a winner's latest merge can be undone first.
 */
export async function undoMerge({
  workspaceId,
  userId,
  mergeId,
}: {
  workspaceId: string;
  userId: string;
  mergeId: string;
}): Promise<{ winnerId: number; loserId: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockWorkspaceLeads(executorQuery(tx), workspaceId);
    const query = executorQuery(tx);
    const [merge] = await query<MergeRow>(
      `select m.id, m.winner_id, m.loser_id, m.loser_list_ids, m.moved_list_ids, m.undone_at,
         exists (select 1 from leads w where w.id = m.winner_id and w.deleted_at is null) as winner_live,
         exists (select 1 from lead_merges n where n.winner_id = m.winner_id and n.undone_at is null
           and n.created_at > m.created_at) as later
       from lead_merges m where m.id = $1::uuid and m.workspace_id = $2 for update of m`,
      [mergeId, workspaceId],
    );
    if (!merge) throw new AppError("not_found", duplicateMessages.mergeNotFound);
    if (merge.undone_at) throw new AppError("conflict", duplicateMessages.alreadyUndone);
    if (!merge.winner_live || merge.later) throw new AppError("conflict", duplicateMessages.undoLaterFirst);
    await query(
      `update leads set ${restoreFrom("m.winner_before")} from lead_merges m
       where m.id = $1::uuid and leads.id = m.winner_id and leads.workspace_id = $2`,
      [mergeId, workspaceId],
    );
    await query(
      `update leads set ${restoreFrom("m.loser_before")} from lead_merges m
       where m.id = $1::uuid and leads.id = m.loser_id and leads.workspace_id = $2`,
      [mergeId, workspaceId],
    );
    const moved = toArray(merge.moved_list_ids);
    const loserLists = toArray(merge.loser_list_ids);
    await query(
      `delete from lead_list_members where lead_id = $1
         and list_id in (select value::uuid from jsonb_array_elements_text($2::jsonb))`,
      [merge.winner_id, JSON.stringify(moved)],
    );
    await query(
      `insert into lead_list_members (list_id, lead_id)
       select value::uuid, $1 from jsonb_array_elements_text($2::jsonb) on conflict do nothing`,
      [merge.loser_id, JSON.stringify(loserLists)],
    );
    await query(
      `update lead_lists set leads_count = leads_count + 1, updated_at = now()
       where id = (select list_id from leads where id = $1) and workspace_id = $2`,
      [merge.loser_id, workspaceId],
    );
    if (loserLists.length) await query(recountCuratedLists, [workspaceId, JSON.stringify(loserLists)]);
    const [a, b] = [Number(merge.winner_id), Number(merge.loser_id)].sort((x, y) => x - y);
    await query(
      `insert into lead_duplicate_candidates (workspace_id, lead_id, other_id, reason, status, decided_at, decided_by_user_id)
       select $1, $2, $3, reason, 'kept', now(), $4 from lead_merges where id = $5::uuid
       on conflict (workspace_id, lead_id, other_id)
       do update set status = 'kept', decided_at = now(), decided_by_user_id = $4`,
      [workspaceId, a, b, userId, mergeId],
    );
    await query(`update lead_merges set undone_at = now() where id = $1::uuid`, [mergeId]);
    return { winnerId: Number(merge.winner_id), loserId: Number(merge.loser_id) };
  });
}
