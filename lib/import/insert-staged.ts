import type { ImportResult } from "@/lib/leads/types";
import { maxReportedRows } from "./lead-rows";
import { uniqueImportListName } from "./list-name";
import type { RawQuery } from "@/db/raw";
import { contactRecordColumns } from "@/lib/leads/contact/columns";
import { contactVersion } from "@/lib/leads/contact";
import { matchLeads } from "@/lib/leads/duplicates/match";

type Outcome = Omit<ImportResult, "skipped" | "skippedCount">;

/**
 * The last step of an import, inside its transaction: under the workspace's advisory lock (two uploads
 * cannot both insert one email), mark duplicates (same email, case-insensitive, earlier in the file or
 * already in the workspace), add the rest to a new `import` list, and count them into leads_count.
 */
export async function insertStagedLeads(
  query: RawQuery,
  table: string,
  target: { workspaceId: string; userId: string; fileName?: string; customFieldKeys?: string[] },
): Promise<Outcome> {
  const ws = target.workspaceId;
  await query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`leads:${ws}`]);
  await query(`update ${table} s set dup = true
    from (select row_no, row_number() over (partition by email_key order by row_no) as rn from ${table} where email_key is not null) d
    where d.rn > 1 and s.row_no = d.row_no`);
  await query(
    `update ${table} s set dup = true where not s.dup and s.email_key is not null and exists (
       select 1 from leads l where l.workspace_id = $1 and l.deleted_at is null and l.email is not null and lower(l.email) = s.email_key)`,
    [ws],
  );
  const duplicates = await query<{ row_no: number }>(
    `select row_no from ${table} where dup order by row_no limit ${maxReportedRows}`,
  );
  const [dupCount] = await query<{ n: number | string }>(`select count(*) as n from ${table} where dup`);
  const report = {
    duplicates: duplicates.map((d) => Number(d.row_no)),
    duplicateCount: Number(dupCount?.n ?? 0),
  };
  const [fresh] = await query<{ n: number | string }>(`select count(*) as n from ${table} where not dup`);
  const imported = Number(fresh?.n ?? 0);
  if (imported === 0) return { imported: 0, merged: 0, listId: null, listName: null, ...report };

  const listName = await uniqueImportListName(query, ws, target.fileName);
  const [list] = await query<{ id: string }>(
    `insert into lead_lists (workspace_id, created_by_user_id, name, platform, kind, status, scrape_details, leads_count)
     values ($1, $2, $3, 'crm', 'import', 'DONE', $4::jsonb, $5) returning id`,
    [
      ws,
      target.userId,
      listName,
      JSON.stringify({ source: "csv", fileName: target.fileName ?? null }),
      imported,
    ],
  );
  if (!list) throw new Error("insert returned no row");
  await query(
    `insert into leads (workspace_id, list_id, platform, status, name, company, email, phone, data,
       first_name, last_name, title, emails, email_status, phones, phone_e164, website, domain, socials, address_parts,
       latitude, longitude, time_zone, tags, notes, custom_fields, provenance, contact_version, match_keys)
     select $1, $2, 'crm', 'NEW', s.name, s.company, s.email, s.phone, '{"source":"CSV import"}'::jsonb,
       c.first_name, c.last_name, c.title, c.emails, c.email_status, c.phones, c.phone_e164, c.website, c.domain,
       c.socials, c.address_parts, c.latitude, c.longitude, c.time_zone, coalesce(c.tags, '{}'), c.notes,
       c.custom_fields, c.provenance, $3, coalesce(c.match_keys, '{}')
     from ${table} s cross join lateral jsonb_to_record(s.contact) as c(${contactRecordColumns})
     where not s.dup order by s.row_no`,
    [ws, list.id, contactVersion],
  );
  // Custom field columns (`custom.<key>`) the workspace does not define yet become definitions, labelled by key.
  if (target.customFieldKeys?.length) {
    await query(
      `insert into lead_custom_fields (workspace_id, key, label)
       select $1, k, k from unnest($2::text[]) as k on conflict (workspace_id, key) do nothing`,
      [ws, target.customFieldKeys],
    );
  }
  // Certain duplicates of existing leads (or of earlier rows) merge into them; the rest wait for review.
  const { merged } = await matchLeads(query, {
    workspaceId: ws,
    scope: { listId: list.id },
    merge: { origin: "import", userId: target.userId },
  });
  return { imported, merged, listId: list.id, listName, ...report };
}
