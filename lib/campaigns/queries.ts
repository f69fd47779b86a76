import "server-only";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { campaignDeliveries, campaigns, campaignSteps, leads } from "@/db/schema";
import { campaignFigures, campaignTabStatuses, percent, type CampaignTab } from "./figures";
import { rowsOf } from "./rows";

/** The campaign's first step (the only one today). */
export async function campaignStepId(campaignId: string): Promise<string> {
  const db = await getDb();
  const [step] = await db
    .select({ id: campaignSteps.id })
    .from(campaignSteps)
    .where(and(eq(campaignSteps.campaignId, campaignId), eq(campaignSteps.position, 0)));
  if (!step) throw new Error(`campaign ${campaignId} has no step`);
  return step.id;
}

/** The workspace's campaigns, newest first, with their counters. */
export async function listCampaigns({ workspaceId, limit = 200 }: { workspaceId: string; limit?: number }) {
  const db = await getDb();
  return db
    .select()
    .from(campaigns)
    .where(eq(campaigns.workspaceId, workspaceId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit);
}

/** One campaign of the workspace with its step; undefined for another workspace's (a 404). */
export async function getCampaign({ workspaceId, campaignId }: { workspaceId: string; campaignId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ campaign: campaigns, step: campaignSteps })
    .from(campaigns)
    .innerJoin(campaignSteps, and(eq(campaignSteps.campaignId, campaigns.id), eq(campaignSteps.position, 0)))
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.workspaceId, workspaceId)));
  return row;
}

/** How many campaigns each tab lists (All, Sent, Scheduled), in one read of the campaign rows. */
export async function campaignTabCounts({ workspaceId }: { workspaceId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) filter (where ${inArray(campaigns.status, [...campaignTabStatuses.sent])})::int`,
      scheduled: sql<number>`count(*) filter (where ${inArray(campaigns.status, [...campaignTabStatuses.scheduled])})::int`,
    })
    .from(campaigns)
    .where(eq(campaigns.workspaceId, workspaceId));
  return row ?? { all: 0, sent: 0, scheduled: 0 };
}

/** One tab's campaign cards, newest first, each with its figures and rates from its counters. */
export async function listCampaignCards({
  workspaceId,
  tab = "all",
  limit = 200,
}: {
  workspaceId: string;
  tab?: CampaignTab;
  limit?: number;
}) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.workspaceId, workspaceId),
        tab === "all" ? undefined : inArray(campaigns.status, [...campaignTabStatuses[tab]]),
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit);
  return rows.map((campaign) => ({ campaign, figures: campaignFigures(campaign) }));
}

/** One campaign of the workspace for its detail: the row, its step and its figures; undefined is a 404. */
export async function campaignDetail({
  workspaceId,
  campaignId,
}: {
  workspaceId: string;
  campaignId: string;
}) {
  const row = await getCampaign({ workspaceId, campaignId });
  if (!row) return undefined;
  return {
    ...row,
    figures: campaignFigures(row.campaign),
    sentOn: row.campaign.finishedAt ?? row.campaign.startedAt,
  };
}

export type DailyPoint = { day: string; sent: number; delivered: number; opened: number; clicked: number };

/**
 * Messages sent and delivered, unique opens and clicks per day for the last `days` days ending today in
 * the workspace's time zone, every day present (zero when nothing happened); one campaign's, or the
 * workspace's when no campaign is named (another workspace's campaign gives zeros). Read from the daily
 * rows kept with the counters.
 */
export async function campaignSeries({
  workspaceId,
  campaignId,
  days = 30,
}: {
  workspaceId: string;
  campaignId?: string;
  days?: number;
}): Promise<DailyPoint[]> {
  const db = await getDb();
  const span = Math.max(1, Math.min(Math.trunc(days), 366));
  const rows = rowsOf<DailyPoint>(
    await db.execute(sql`
      with today as (
        select (now() at time zone w.timezone)::date as d from workspaces w where w.id = ${workspaceId}),
      span as (
        select (today.d - g)::date as day from today, generate_series(0, ${span - 1}) as g)
      select to_char(span.day, 'YYYY-MM-DD') as day,
        coalesce(sum(s.sent), 0)::int as sent, coalesce(sum(s.delivered), 0)::int as delivered,
        coalesce(sum(s.opened), 0)::int as opened, coalesce(sum(s.clicked), 0)::int as clicked
      from span left join campaign_daily_stats s on s.workspace_id = ${workspaceId} and s.day = span.day
        ${campaignId ? sql`and s.campaign_id = ${campaignId}` : sql``}
      group by span.day order by span.day`),
  );
  return rows.map((r) => ({
    day: r.day,
    sent: Number(r.sent),
    delivered: Number(r.delivered),
    opened: Number(r.opened),
    clicked: Number(r.clicked),
  }));
}

/**
 * The four stats cards, summed from the campaigns' counters (one row per campaign, never a delivery
 * count): campaigns with sent and scheduled counts, messages sent, opens and replies with their rates.
 */
export type CampaignStatsSums = {
  campaigns: number;
  sentCampaigns: number;
  scheduledCampaigns: number;
  messagesSent: number;
  opens: number;
  replies: number;
};

/**
 * The stats cards' sums as one JSON object: a column any statement can carry (the Campaigns page reads
 * it with its cards). An uncorrelated subquery, so PostgreSQL runs it once whatever the outer rows.
 */
export function campaignStatsSums(workspaceId: string) {
  const sent = sql.join(
    campaignTabStatuses.sent.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<CampaignStatsSums>`(select json_build_object(
      'campaigns', count(*),
      'sentCampaigns', count(*) filter (where c.status in (${sent})),
      'scheduledCampaigns', count(*) filter (where c.status = 'scheduled'),
      'messagesSent', coalesce(sum(c.sent_count), 0),
      'opens', coalesce(sum(c.opens_count), 0),
      'replies', coalesce(sum(c.replies_count), 0))
    from ${campaigns} c where c.workspace_id = ${workspaceId})`;
}

export function toCampaignStats(sums: CampaignStatsSums) {
  return {
    ...sums,
    openRate: percent(sums.opens, sums.messagesSent),
    replyRate: percent(sums.replies, sums.messagesSent),
  };
}

/** The stats cards' figures in a statement of their own (the API, and a Campaigns page with no card). */
export async function campaignStats({ workspaceId }: { workspaceId: string }) {
  const db = await getDb();
  const [row] = rowsOf<{ sums: CampaignStatsSums }>(
    await db.execute(sql`select ${campaignStatsSums(workspaceId)} as sums`),
  );
  if (!row) throw new Error("the stats statement returned no row");
  return toCampaignStats(row.sums);
}

/** The per-recipient table of one campaign of the workspace: keyset pages in recipient order. */
export async function listDeliveries({
  workspaceId,
  campaignId,
  after = 0,
  perPage = 50,
}: {
  workspaceId: string;
  campaignId: string;
  after?: number;
  perPage?: number;
}) {
  const db = await getDb();
  return db
    .select({
      id: campaignDeliveries.id,
      position: campaignDeliveries.position,
      address: campaignDeliveries.address,
      name: leads.name,
      status: campaignDeliveries.status,
      skipReason: campaignDeliveries.skipReason,
      error: campaignDeliveries.error,
      lastEvent: campaignDeliveries.lastEvent,
      lastEventAt: campaignDeliveries.lastEventAt,
      sentAt: campaignDeliveries.sentAt,
    })
    .from(campaignDeliveries)
    .leftJoin(
      leads,
      and(eq(leads.id, campaignDeliveries.leadId), eq(leads.workspaceId, campaignDeliveries.workspaceId)),
    )
    .where(
      and(
        eq(campaignDeliveries.workspaceId, workspaceId),
        eq(campaignDeliveries.campaignId, campaignId),
        gt(campaignDeliveries.position, after),
      ),
    )
    .orderBy(asc(campaignDeliveries.position))
    .limit(perPage);
}
