import "server-only";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { campaignDeliveries, campaigns, campaignSteps } from "@/db/schema";

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

/**
 * The four stats cards, summed from the campaigns' counters (one row per campaign, never a delivery
 * count): campaigns with sent and scheduled counts, messages sent, opens and replies with their rates.
 */
export async function campaignStats({ workspaceId }: { workspaceId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      campaigns: sql<number>`count(*)::int`,
      sentCampaigns: sql<number>`count(*) filter (where ${campaigns.status} in ('sent', 'partially_failed'))::int`,
      scheduledCampaigns: sql<number>`count(*) filter (where ${campaigns.status} = 'scheduled')::int`,
      messagesSent: sql<number>`coalesce(sum(${campaigns.sentCount}), 0)::int`,
      opens: sql<number>`coalesce(sum(${campaigns.opensCount}), 0)::int`,
      replies: sql<number>`coalesce(sum(${campaigns.repliesCount}), 0)::int`,
    })
    .from(campaigns)
    .where(eq(campaigns.workspaceId, workspaceId));
  const stats = row ?? {
    campaigns: 0,
    sentCampaigns: 0,
    scheduledCampaigns: 0,
    messagesSent: 0,
    opens: 0,
    replies: 0,
  };
  const rate = (n: number) => (stats.messagesSent > 0 ? Math.round((n / stats.messagesSent) * 100) : 0);
  return { ...stats, openRate: rate(stats.opens), replyRate: rate(stats.replies) };
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
      status: campaignDeliveries.status,
      skipReason: campaignDeliveries.skipReason,
      error: campaignDeliveries.error,
      lastEvent: campaignDeliveries.lastEvent,
      lastEventAt: campaignDeliveries.lastEventAt,
      sentAt: campaignDeliveries.sentAt,
    })
    .from(campaignDeliveries)
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
