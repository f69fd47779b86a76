import "server-only";
import { tellCampaignFinished } from "./notify";
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import type { ChannelOutcome } from "./channels/types";
import { rowsOf } from "./rows";

type Recorded = {
  deliveryId: string;
  status: "sent" | "failed" | "unknown";
  providerMessageId?: string | null;
  reason?: string;
};

/**
 * Ends a claimed batch's deliveries with their outcomes and moves the campaign's counters and its
 * daily row, in one statement (and ends the campaign when that emptied its queue): only rows still held by `token` change, so an outcome is recorded once even when a stale
 * worker comes back late.
 */
export async function recordOutcomes(
  campaignId: string,
  token: string,
  outcomes: Recorded[],
): Promise<number> {
  if (outcomes.length === 0) return 0;
  const db = await getDb();
  const values = JSON.stringify(
    outcomes.map((o) => ({
      id: o.deliveryId,
      status: o.status,
      pmid: o.providerMessageId ?? null,
      reason: o.reason ?? null,
    })),
  );
  const [row] = rowsOf<{ n: number; queued: number | null }>(
    await db.execute(sql`
      with v as (select * from jsonb_to_recordset(${values}::jsonb) as v(id uuid, status text, pmid text, reason text)),
      ended as (
        update campaign_deliveries d set status = v.status, provider_message_id = v.pmid, error = v.reason,
          claimed_by = null, sent_at = case when v.status = 'sent' then now() else d.sent_at end
        from v
        where d.id = v.id and d.campaign_id = ${campaignId} and d.status = 'sending' and d.claimed_by = ${token}
        returning d.status),
      counted as (
        update campaigns set
          sent_count = sent_count + (select count(*) from ended where status = 'sent'),
          failed_count = failed_count + (select count(*) from ended where status = 'failed'),
          unknown_count = unknown_count + (select count(*) from ended where status = 'unknown'),
          queued_count = queued_count - (select count(*) from ended),
          updated_at = now()
        where id = ${campaignId}
        returning workspace_id, time_zone, queued_count),
      daily as (
        insert into campaign_daily_stats (workspace_id, campaign_id, day, sent, failed)
        select counted.workspace_id, ${campaignId}, (now() at time zone counted.time_zone)::date,
               (select count(*) from ended where status = 'sent')::int,
               (select count(*) from ended where status = 'failed')::int
        from counted where exists (select 1 from ended where status in ('sent', 'failed'))
        on conflict (campaign_id, day) do update set
          sent = campaign_daily_stats.sent + excluded.sent, failed = campaign_daily_stats.failed + excluded.failed)
      select (select count(*) from ended)::int as n, (select queued_count from counted) as queued`),
  );
  // The statement that takes the queue to zero sees it (updates of the campaign's row are serialised).
  if (Number(row?.queued ?? 0) === 0) await finishIfDone(db, campaignId);
  return Number(row?.n ?? 0);
}

export function fromChannel(outcomes: ChannelOutcome[]): Recorded[] {
  return outcomes.map((o) =>
    o.status === "sent"
      ? { deliveryId: o.deliveryId, status: "sent", providerMessageId: o.providerMessageId }
      : { deliveryId: o.deliveryId, status: "failed", reason: o.reason },
  );
}

/** Why a campaign that reached nobody failed: its recipients table lists each one's skip reason. */
export const NOTHING_SENT_REASON =
  "Nothing was sent: every recipient was skipped, for the reasons listed with the recipients.";

/**
 * A sending campaign with nothing left to send ends: sent when nothing failed, failed when every
 * delivery that was tried failed or when none could be tried (every recipient skipped), partially
 * failed otherwise (an unknown outcome counts against it).
 */
export async function finishIfDone(executor: Executor, campaignId: string): Promise<void> {
  const [ended] = rowsOf<{
    id: string;
    workspace_id: string;
    created_by_user_id: string | null;
    name: string;
    status: string;
    sent_count: number;
    failed_count: number;
  }>(
    await executor.execute(sql`
    update campaigns set
      status = case
        when sent_count = 0 then 'failed'
        when (failed_count + unknown_count) > 0 then 'partially_failed'
        else 'sent' end,
      error = case when sent_count = 0 and (failed_count + unknown_count) = 0 then ${NOTHING_SENT_REASON} else error end,
      finished_at = now(), waiting_reason = null, updated_at = now()
    where id = ${campaignId} and status = 'sending' and expanded_at is not null and queued_count = 0
    returning id, workspace_id, created_by_user_id, name, status, sent_count, failed_count`),
  );
  if (!ended) return;
  await tellCampaignFinished(executor, {
    id: ended.id,
    workspaceId: ended.workspace_id,
    createdByUserId: ended.created_by_user_id,
    name: ended.name,
    status: ended.status,
    sentCount: Number(ended.sent_count),
    failedCount: Number(ended.failed_count),
  });
}

/** Ends a campaign that cannot be sent (its list was deleted) with the reason the screen shows. */
export async function failCampaign(campaignId: string, reason: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    update campaigns set status = 'failed', error = ${reason}, finished_at = now(), waiting_reason = null, updated_at = now()
    where id = ${campaignId} and status = 'sending' and expanded_at is null`);
}
