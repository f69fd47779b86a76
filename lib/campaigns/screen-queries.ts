import "server-only";
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { campaigns, leadLists, leads, workspaces } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { RecipientFields } from "./template";
import { rowsOf } from "./rows";

export type CampaignTab = "all" | "sent" | "scheduled";

const tabStatuses: Record<Exclude<CampaignTab, "all">, SQL> = {
  sent: sql`${campaigns.status} in ('sent', 'partially_failed')`,
  scheduled: sql`${campaigns.status} = 'scheduled'`,
};

/** The campaign cards of one tab, newest first, with their counters and list name (one row per campaign). */
export async function campaignCards({
  workspaceId,
  tab,
  limit = 100,
}: {
  workspaceId: string;
  tab: CampaignTab;
  limit?: number;
}) {
  const db = await getDb();
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
    })
    .from(campaigns)
    .leftJoin(leadLists, eq(leadLists.id, campaigns.listId))
    .where(and(eq(campaigns.workspaceId, workspaceId), tab === "all" ? undefined : tabStatuses[tab]))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit);
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

export type TimelinePoint = { bucket: string; sent: number; opened: number; clicked: number };

/**
 * Messages sent, opened and clicked per hour (or per day for a campaign longer than two days), in the
 * campaign's time zone. Reads one campaign's deliveries and events through their campaign indexes.
 */
export async function campaignTimeline({
  workspaceId,
  campaignId,
  unit,
  timeZone,
}: {
  workspaceId: string;
  campaignId: string;
  unit: "hour" | "day";
  timeZone: string;
}): Promise<TimelinePoint[]> {
  const db = await getDb();
  const rows = rowsOf<{ bucket: string; kind: string; n: number }>(
    await db.execute(sql`
      select to_char(date_trunc(${unit}, sent_at at time zone ${timeZone}), 'YYYY-MM-DD"T"HH24:MI') as bucket,
             'sent' as kind, count(*)::int as n
      from campaign_deliveries
      where campaign_id = ${campaignId} and workspace_id = ${workspaceId} and sent_at is not null
      group by 1
      union all
      select to_char(date_trunc(${unit}, occurred_at at time zone ${timeZone}), 'YYYY-MM-DD"T"HH24:MI'),
             kind, count(*)::int
      from delivery_events
      where campaign_id = ${campaignId} and workspace_id = ${workspaceId} and kind in ('opened', 'clicked')
      group by 1, 2`),
  );
  const points = new Map<string, TimelinePoint>();
  for (const row of rows) {
    const point = points.get(row.bucket) ?? { bucket: row.bucket, sent: 0, opened: 0, clicked: 0 };
    const kind = row.kind as "sent" | "opened" | "clicked";
    point[kind] += Number(row.n);
    points.set(row.bucket, point);
  }
  return [...points.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}

/** The workspace's time zone: the wizard's dates and times are read there. */
export async function workspaceTimeZone({ workspaceId }: { workspaceId: string }): Promise<string> {
  const db = await getDb();
  const [workspace] = await db
    .select({ timeZone: workspaces.timezone })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return workspace?.timeZone ?? "UTC";
}

/** What the wizard offers: the workspace's lead lists, and its time zone. */
export async function wizardContext({ workspaceId }: { workspaceId: string }) {
  const db = await getDb();
  const [lists, timeZone] = await Promise.all([
    db
      .select({
        id: leadLists.id,
        name: leadLists.name,
        platform: leadLists.platform,
        leads: leadLists.leadsCount,
      })
      .from(leadLists)
      .where(and(eq(leadLists.workspaceId, workspaceId), isNull(leadLists.deletedAt)))
      .orderBy(desc(leadLists.createdAt), desc(leadLists.id))
      .limit(500),
    workspaceTimeZone({ workspaceId }),
  ]);
  return { lists, timeZone };
}

/**
 * A real recipient of the list or selection for the live preview: the first lead with an email (else the
 * first lead), read from the contact record as the sender reads it. Undefined when there is none; another
 * workspace's list is not found.
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
  const db = await getDb();
  const target = listId
    ? sql`(${leads.listId} = ${listId} or ${leads.id} in (select m.lead_id from lead_list_members m where m.list_id = ${listId}))`
    : leadIds?.length
      ? inArray(leads.id, leadIds.slice(0, 1000))
      : undefined;
  if (!target) return undefined;
  if (listId) {
    const [list] = await db
      .select({ id: leadLists.id })
      .from(leadLists)
      .where(
        and(eq(leadLists.id, listId), eq(leadLists.workspaceId, workspaceId), isNull(leadLists.deletedAt)),
      );
    if (!list) throw new AppError("not_found:list", "Lead list not found.");
  }
  const [row] = await db
    .select({
      id: leads.id,
      name: leads.name,
      company: leads.company,
      email: leads.email,
      phone: leads.phone,
      headline: leads.headline,
      location: leads.location,
      data: leads.data,
    })
    .from(leads)
    .where(and(eq(leads.workspaceId, workspaceId), isNull(leads.deletedAt), target))
    .orderBy(sql`${leads.email} is null`, leads.id)
    .limit(1);
  if (!row) return undefined;
  return row;
}
