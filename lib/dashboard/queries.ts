import "server-only";
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { activityLog, campaigns, leadDailyCounts, projects, users, type LeadPlatform } from "@/db/schema";
import { countWorkspaceLeads } from "@/lib/leads/count-leads";

/**
 * The dashboard's four figures, exact: leads are the sum of the origin lists' `leads_count` (the Leads
 * page's total, no scan of the leads table at any size), projects and active campaigns are counts over
 * the workspace's index.
 */
export async function getDashboardCounts({ workspaceId }: { workspaceId: string }) {
  const db = await getDb();
  const [leadTotal, [projectCount], [activeCampaigns]] = await Promise.all([
    countWorkspaceLeads(workspaceId),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(projects)
      .where(and(eq(projects.workspaceId, workspaceId), isNull(projects.deletedAt))),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.workspaceId, workspaceId),
          inArray(campaigns.status, ["scheduled", "sending", "paused"]),
        ),
      ),
  ]);
  return {
    leads: leadTotal.count,
    projects: projectCount?.value ?? 0,
    activeCampaigns: activeCampaigns?.value ?? 0,
  };
}

/** The newest activity entries with who did them. */
export async function getRecentActivity({
  workspaceId,
  limit = 10,
}: {
  workspaceId: string;
  limit?: number;
}) {
  const db = await getDb();
  return db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      subject: activityLog.subject,
      href: activityLog.href,
      createdAt: activityLog.createdAt,
      actor: users.name,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .where(eq(activityLog.workspaceId, workspaceId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
}

export const CHART_DAYS = 30;

/**
 * Leads added per day (UTC) and source over the last 30 days, from the daily counts a trigger keeps
 * with every insert into `leads` (at most 30 x 6 rows, whatever the workspace's size).
 */
export async function getLeadsPerDay({ workspaceId }: { workspaceId: string }) {
  const db = await getDb();
  const rows = await db
    .select({ day: leadDailyCounts.day, platform: leadDailyCounts.platform, count: leadDailyCounts.count })
    .from(leadDailyCounts)
    .where(
      and(
        eq(leadDailyCounts.workspaceId, workspaceId),
        gte(leadDailyCounts.day, sql`(now() at time zone 'UTC')::date - ${CHART_DAYS - 1}::int`),
      ),
    );
  return rows as { day: string; platform: LeadPlatform; count: number }[];
}

/** Sent, opened and replied over the campaigns that started in the last 30 days (their kept counters). */
export async function getCampaignResults({ workspaceId }: { workspaceId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      campaigns: sql<number>`count(*)::int`,
      sent: sql<number>`coalesce(sum(${campaigns.sentCount}), 0)::int`,
      opened: sql<number>`coalesce(sum(${campaigns.opensCount}), 0)::int`,
      replied: sql<number>`coalesce(sum(${campaigns.repliesCount}), 0)::int`,
    })
    .from(campaigns)
    .where(
      and(eq(campaigns.workspaceId, workspaceId), gte(campaigns.startedAt, sql`now() - interval '30 days'`)),
    );
  return row ?? { campaigns: 0, sent: 0, opened: 0, replied: 0 };
}
