import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import type { Campaign } from "@/db/schema";
import { rowsOf } from "./rows";

const BATCH = 5_000;

// Loose on purpose: the lead's verification status is what judges deliverability; this only refuses what cannot be an address.
const addressShape = "^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$";

/**
 * The `when` arms that skip a recipient whatever else the campaign holds (no address, an invalid one, a
 * risky one when excluded, a suppressed one), for a `case` over rows with `address` (lower-cased and
 * trimmed, null when empty) and `verdict` (the lead's email status) under the alias `a`.
 */
export function addressSkipArms(workspaceId: string, excludeRisky: boolean): SQL {
  return sql`
    when a.address is null then 'no_address'
    when a.address !~ ${addressShape} or a.verdict = 'invalid' then 'invalid_address'
    when a.verdict = 'risky' and ${excludeRisky} then 'risky_address'
    when exists (select 1 from suppressions s where s.workspace_id = ${workspaceId} and s.address = a.address) then 'suppressed'`;
}

/**
 * The campaign's recipients: its list (origin or curated) or its explicit selection of leads, as a test on
 * the lead row named `lead` (the alias `l` of the statements here, or a Drizzle table).
 */
export function recipients(campaign: Pick<Campaign, "listId" | "leadIds">, lead: SQL = sql.raw("l")): SQL {
  if (campaign.listId) {
    return sql`(${lead}.list_id = ${campaign.listId} or ${lead}.id in (select m.lead_id from lead_list_members m where m.list_id = ${campaign.listId}))`;
  }
  const ids = campaign.leadIds ?? [];
  return sql`${lead}.id = any(${`{${ids.map(Number).join(",")}}`}::bigint[])`;
}

/**
 * Expands the next batch of recipients into deliveries in one statement: queued when the recipient can be
 * sent to; skipped with its reason when it has no address, an address checked invalid (or risky, when the
 * campaign excludes those), an address already in this campaign, or one on the workspace's suppression
 * list. The campaign's counters and cursor move in the same statement, so a crash between batches
 * resumes where it stopped and a repeated batch adds nothing (one delivery per step and lead).
 * Returns how many recipients the batch held (fewer than the batch size: expansion is complete).
 */
export async function expandBatch(
  campaign: Pick<Campaign, "id" | "workspaceId" | "listId" | "leadIds" | "excludeRisky">,
  stepId: string,
  batchSize = BATCH,
): Promise<number> {
  const db = await getDb();
  const result = await db.execute(sql`
    with c as (
      select id, workspace_id, coalesce(expansion_cursor, 0) as cursor, recipients_count
      from campaigns where id = ${campaign.id} and workspace_id = ${campaign.workspaceId}
      for update
    ),
    batch as (
      select l.id, nullif(lower(trim(l.email)), '') as address, l.email_status as verdict,
             row_number() over (order by l.id) as rn
      from leads l, c
      where l.workspace_id = c.workspace_id and l.deleted_at is null and l.id > c.cursor
        and ${recipients(campaign)}
      order by l.id
      limit ${batchSize}
    ),
    judged as (
      select a.id, a.address, a.rn,
        case ${addressSkipArms(campaign.workspaceId, campaign.excludeRisky)}
          when row_number() over (partition by a.address order by a.id) > 1
            or exists (select 1 from campaign_deliveries d
                       where d.campaign_id = ${campaign.id} and d.address = a.address and d.status <> 'skipped') then 'duplicate'
        end as reason
      from batch a
    ),
    inserted as (
      insert into campaign_deliveries (workspace_id, campaign_id, step_id, lead_id, address, position, status, skip_reason)
      select ${campaign.workspaceId}, ${campaign.id}, ${stepId}, j.id, j.address, c.recipients_count + j.rn,
             case when j.reason is null then 'queued' else 'skipped' end, j.reason
      from judged j, c
      on conflict (step_id, lead_id) do nothing
      returning status
    ),
    moved as (
      update campaigns set
        expansion_cursor = coalesce((select max(id) from batch), campaigns.expansion_cursor),
        recipients_count = campaigns.recipients_count + (select count(*) from inserted),
        queued_count = campaigns.queued_count + (select count(*) from inserted where status = 'queued'),
        skipped_count = campaigns.skipped_count + (select count(*) from inserted where status = 'skipped'),
        updated_at = now()
      where id = ${campaign.id}
      returning id
    )
    select (select count(*) from batch)::int as n, (select count(*) from moved)::int as moved
  `);
  const [row] = rowsOf<{ n: number }>(result);
  return Number(row?.n ?? 0);
}

/** Expands every recipient, batch by batch, and marks the campaign expanded. */
export async function expandCampaign(
  campaign: Pick<Campaign, "id" | "workspaceId" | "listId" | "leadIds" | "excludeRisky">,
  stepId: string,
  batchSize = BATCH,
): Promise<void> {
  while ((await expandBatch(campaign, stepId, batchSize)) >= batchSize) {
    // PGlite runs synchronously: let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const db = await getDb();
  await db.execute(
    sql`update campaigns set expanded_at = now() where id = ${campaign.id} and expanded_at is null`,
  );
}
