import "server-only";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/db";
import { campaigns, leadLists, leads, workspaces } from "@/db/schema";
import { recipients } from "./expand";
import { campaignTabStatuses, type CampaignTab } from "./figures";
import { campaignStats, campaignStatsSums, toCampaignStats } from "./queries";
import type { RecipientFields } from "./template";
import { rowsOf } from "./rows";
import { requireTargetList } from "./target-list";
import { workspaceTimeZone } from "@/lib/workspace/queries";

type CardsPage = { workspaceId: string; tab: CampaignTab; page?: number; perPage: number };

/** A tab's page of cards, newest first, with their counters, list name and whatever `carry` adds to each row. */
function selectCards<Carry extends SelectedFields>(
  db: Database,
  { workspaceId, tab, page = 1, perPage }: CardsPage,
  carry: Carry,
) {
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      status: campaigns.status,
      listName: leadLists.name,
      leadCount: sql<number>`coalesce(cardinality(${campaigns.leadIds}), 0)::int`,
      scheduledFor: campaigns.scheduledFor,
      startedAt: campaigns.startedAt,
      finishedAt: campaigns.finishedAt,
      createdAt: campaigns.createdAt,
      waitingReason: campaigns.waitingReason,
      expanded: sql<boolean>`${campaigns.expandedAt} is not null`,
      recipients: campaigns.recipientsCount,
      queued: campaigns.queuedCount,
      sent: campaigns.sentCount,
      failed: campaigns.failedCount,
      skipped: campaigns.skippedCount,
      unknown: campaigns.unknownCount,
      opens: campaigns.opensCount,
      clicks: campaigns.clicksCount,
      replies: campaigns.repliesCount,
      bounces: campaigns.bouncesCount,
      ...carry,
    })
    .from(campaigns)
    .leftJoin(leadLists, eq(leadLists.id, campaigns.listId))
    .where(
      and(
        eq(campaigns.workspaceId, workspaceId),
        tab === "all" ? undefined : inArray(campaigns.status, [...campaignTabStatuses[tab]]),
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/** One page of a tab's campaign cards, newest first, with their counters and list name (one row per campaign). */
export async function campaignCards(request: CardsPage) {
  return selectCards(await getDb(), request, {});
}
export type CampaignCardRow = Awaited<ReturnType<typeof campaignCards>>[number];

/** The skipped recipients of a campaign by reason (the detail view lists them with their counts). */
export async function skippedByReason({
  workspaceId,
  campaignId,
}: {
  workspaceId: string;
  campaignId: string;
}) {
  const db = await getDb();
  const rows = rowsOf<{ reason: string; n: number }>(
    await db.execute(sql`
      select skip_reason as reason, count(*)::int as n from campaign_deliveries
      where campaign_id = ${campaignId} and workspace_id = ${workspaceId} and status = 'skipped'
      group by skip_reason order by count(*) desc`),
  );
  return rows.map((r) => ({ reason: r.reason, count: Number(r.n) }));
}

export type TimelinePoint = { day: string; sent: number; opened: number; clicked: number };

/**
 * Messages sent, opened and clicked per day (a day in the campaign's time zone) from its first active day
 * to its last, at most a year, every day present. Read from the daily rows kept with the counters.
 */
export async function campaignTimeline({
  workspaceId,
  campaignId,
}: {
  workspaceId: string;
  campaignId: string;
}): Promise<TimelinePoint[]> {
  const db = await getDb();
  const rows = rowsOf<TimelinePoint>(
    await db.execute(sql`
      with span as (
        select greatest(min(day), max(day) - 365) as first_day, max(day) as last_day
        from campaign_daily_stats where campaign_id = ${campaignId} and workspace_id = ${workspaceId})
      select to_char(d, 'YYYY-MM-DD') as day, coalesce(s.sent, 0)::int as sent,
        coalesce(s.opened, 0)::int as opened, coalesce(s.clicked, 0)::int as clicked
      from span cross join generate_series(span.first_day, span.last_day, interval '1 day') as d
      left join campaign_daily_stats s
        on s.campaign_id = ${campaignId} and s.workspace_id = ${workspaceId} and s.day = d::date
      order by d`),
  );
  return rows.map((r) => ({
    day: r.day,
    sent: Number(r.sent),
    opened: Number(r.opened),
    clicked: Number(r.clicked),
  }));
}

const timeZoneOf = (workspaceId: string) =>
  sql<
    string | null
  >`(select ${workspaces.timezone} from ${workspaces} where ${workspaces.id} = ${workspaceId})`;

/**
 * What the Campaigns page reads: a page of cards, the stats cards' figures and the workspace's time zone.
 * The cards carry the other two (a round trip each less); a page without a card reads them alone.
 */
export async function campaignsScreenData(request: CardsPage) {
  const { workspaceId } = request;
  const rows = await selectCards(await getDb(), request, {
    carriedStats: campaignStatsSums(workspaceId),
    carriedTimeZone: timeZoneOf(workspaceId),
  });
  const first = rows[0];
  if (!first) {
    const [stats, timeZone] = await Promise.all([
      campaignStats({ workspaceId }),
      workspaceTimeZone({ workspaceId }),
    ]);
    return { cards: [], stats, timeZone };
  }
  return {
    cards: rows.map(({ carriedStats: _stats, carriedTimeZone: _zone, ...card }) => card),
    stats: toCampaignStats(first.carriedStats),
    timeZone: first.carriedTimeZone ?? "UTC",
  };
}

/** The lead lists the wizard offers, newest first; read when the wizard opens, not with the page. */
export async function wizardLists({ workspaceId }: { workspaceId: string }) {
  const db = await getDb();
  return db
    .select({
      id: leadLists.id,
      name: leadLists.name,
      platform: leadLists.platform,
      leads: leadLists.leadsCount,
    })
    .from(leadLists)
    .where(and(eq(leadLists.workspaceId, workspaceId), isNull(leadLists.deletedAt)))
    .orderBy(desc(leadLists.createdAt), desc(leadLists.id))
    .limit(500);
}

/**
 * A real recipient of the list or selection for the live preview: the first lead with an email not checked
 * invalid (else the first with an email, else the first lead), read from the contact record as the sender
 * reads it. Undefined when there is none; another workspace's list is not found.
 */
export async function previewRecipient({
  workspaceId,
  listId,
  leadIds,
}: {
  workspaceId: string;
  listId?: string;
  leadIds?: number[];
}): Promise<(RecipientFields & { id: number }) | undefined> {
  if (!listId && !leadIds?.length) return undefined;
  const db = await getDb();
  if (listId) await requireTargetList(db, workspaceId, listId);
  const [row] = await db
    .select({
      id: leads.id,
      name: leads.name,
      firstName: leads.firstName,
      lastName: leads.lastName,
      title: leads.title,
      company: leads.company,
      email: leads.email,
      phone: leads.phone,
      headline: leads.headline,
      location: leads.location,
      data: leads.data,
    })
    .from(leads)
    .where(
      and(
        eq(leads.workspaceId, workspaceId),
        isNull(leads.deletedAt),
        recipients(
          { listId: listId ?? null, leadIds: listId ? null : leadIds!.slice(0, 1000) },
          sql`${leads}`,
        ),
      ),
    )
    .orderBy(sql`${leads.email} is null`, sql`${leads.emailStatus} is not distinct from 'invalid'`, leads.id)
    .limit(1);
  return row;
}
