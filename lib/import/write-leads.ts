import { randomBytes } from "node:crypto";
import { setImmediate } from "node:timers/promises";
import type { BulkSession, RawQuery } from "@/db/raw";
import type { ImportResult } from "@/lib/leads/types";
import { matchLeads } from "@/lib/leads/duplicates/match";
import { lockWorkspaceLeads } from "@/lib/leads/lock";
import { leadCopyColumns, leadCopyLine } from "./copy-text";
import { type ValidLeadRow, maxReportedRows } from "./lead-rows";
import { uniqueImportListName } from "./list-name";

type Outcome = Omit<ImportResult, "skipped" | "skippedCount">;

export type WriteTarget = {
  workspaceId: string;
  userId: string;
  fileName?: string;
  customFieldKeys?: string[];
};

/**
 * Writes an import's rows straight into `leads` with one COPY, in the caller's bulk transaction, then takes
 * the duplicates out again under the workspace's advisory lock (two uploads cannot both insert one email):
 * a row whose email (case-insensitive) is already a live lead of the workspace, or an earlier row's. The
 * rest form a new `import` list, and certain duplicates on other keys merge (lib/leads/duplicates).
 * `slices` (checked rows) are read while the COPY streams, so PostgreSQL and the contact records are worked
 * on at the same time. The lock is taken only after the COPY: an upload streaming in holds no one else up.
 */
export async function writeImportedLeads(
  session: BulkSession,
  target: WriteTarget,
  slices: AsyncIterable<ValidLeadRow[]>,
): Promise<Outcome> {
  const { query } = session;
  const ws = target.workspaceId;
  // Named for real under the lock; until then a name no other list can have (and no one else sees it).
  const [list] = await query<{ id: string }>(
    `insert into lead_lists (workspace_id, created_by_user_id, name, platform, kind, status, scrape_details)
     values ($1, $2, $3, 'crm', 'import', 'DONE', $4::jsonb) returning id`,
    [
      ws,
      target.userId,
      `importing ${randomBytes(8).toString("hex")}`,
      JSON.stringify({ source: "csv", fileName: target.fileName ?? null }),
    ],
  );
  if (!list) throw new Error("insert returned no row");

  // The file's row number of each lead, in COPY order, which is the order of their ids.
  const rowNumbers: number[] = [];
  const lineTarget = { workspaceId: ws, listId: list.id };
  // The COPY is written to its socket only between turns of the event loop, so each slice gives one:
  // PostgreSQL writes a slice while the next one builds.
  async function* copyText(): AsyncGenerator<string> {
    for await (const leads of slices) {
      let text = "";
      for (const lead of leads) {
        rowNumbers.push(lead.row);
        text += leadCopyLine(lead, lineTarget);
      }
      if (text) yield text;
      await setImmediate();
    }
  }
  await session.copyIn("leads", leadCopyColumns, copyText());

  await lockWorkspaceLeads(query, ws);
  const removed = await removeDuplicateEmails(query, ws, list.id);
  const duplicates = removed
    .map((ordinal) => rowNumbers[ordinal - 1]!)
    .sort((a, b) => a - b)
    .slice(0, maxReportedRows);
  const report = { duplicates, duplicateCount: removed.length };
  const imported = rowNumbers.length - removed.length;
  if (imported === 0) {
    await query(`delete from lead_lists where id = $1`, [list.id]);
    return { imported: 0, merged: 0, possibleDuplicates: 0, listId: null, listName: null, ...report };
  }
  const listName = await uniqueImportListName(query, ws, target.fileName);
  await query(`update lead_lists set name = $2, leads_count = $3 where id = $1`, [
    list.id,
    listName,
    imported,
  ]);
  // Custom field columns (`custom.<key>`) the workspace does not define yet become definitions, labelled by key.
  if (target.customFieldKeys?.length) {
    await query(
      `insert into lead_custom_fields (workspace_id, key, label)
       select $1, k, k from unnest($2::text[]) as k on conflict (workspace_id, key) do nothing`,
      [ws, target.customFieldKeys],
    );
  }
  // Certain duplicates of existing leads (or of earlier rows) merge into them; the rest wait for review.
  const { merged, candidates } = await matchLeads(query, {
    workspaceId: ws,
    scope: { listId: list.id },
    merge: { origin: "import", userId: target.userId },
  });
  return { imported, merged, possibleDuplicates: candidates, listId: list.id, listName, ...report };
}

/**
 * Deletes the list's leads whose email (case-insensitive) is a live lead of the workspace outside the list,
 * or an earlier lead's of the list, and answers their ordinals in the list (1 = lowest id). An identity
 * column numbers one session's COPY in input order, so the ordinal is the lead's place in the file.
 *
 * Nested loops are off for this one statement: the statistics know nothing of the rows this transaction
 * just wrote (a new list, a workspace that may have been small), so the planner would take a probe per
 * lead through any workspace index, which is a scan of the workspace per lead. Hash joins read each side once.
 * The list's leads are read as live ones, which the list's partial index serves (without it, a scan of the
 * whole table: 120 ms at a million leads), and the duplicates are deleted by their ids through the primary
 * key rather than joined to the table.
 */
async function removeDuplicateEmails(
  query: RawQuery,
  workspaceId: string,
  listId: string,
): Promise<number[]> {
  await query(`set local enable_nestloop = off`);
  const rows = await query<{ ordinal: number | string }>(
    `with ours as (
       select id, email, row_number() over (order by id) as ordinal,
         row_number() over (partition by lower(email) order by id) as nth
       from leads where list_id = $2 and deleted_at is null),
     duplicate as (
       select id, ordinal from ours
       where email is not null and (nth > 1 or lower(email) in (
         select lower(l.email) from leads l
         where l.workspace_id = $1 and l.deleted_at is null and l.email is not null and l.list_id <> $2))),
     gone as (delete from leads where id = any(array(select id from duplicate)) returning id)
     select duplicate.ordinal from duplicate join gone on gone.id = duplicate.id`,
    [workspaceId, listId],
  );
  await query(`set local enable_nestloop to default`);
  return rows.map((r) => Number(r.ordinal));
}
