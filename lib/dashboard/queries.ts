import "server-only";
import { sql } from "drizzle-orm";
import { queryUnprepared } from "@/db/raw";
import {
  activityLog,
  campaigns,
  leadDailyCounts,
  projects,
  users,
  workspaces,
  type LeadPlatform,
} from "@/db/schema";
import type { ActivityAction } from "@/lib/activity/actions";
import { listCountsSum } from "@/lib/leads/count-leads";

export const CHART_DAYS = 30;
const ACTIVITY_ENTRIES = 10;

export type DashboardCounts = { leads: number; projects: number; activeCampaigns: number };
export type CampaignResults = { campaigns: number; sent: number; opened: number; replied: number };
export type LeadsPerDayRow = { day: string; platform: LeadPlatform; count: number };
export type ActivityEntry = {
  id: string;
  action: ActivityAction;
  subject: string;
  href: string | null;
  createdAt: string;
  actor: string | null;
};

type DashboardRow = {
  leads: string | number;
  projects: number;
  active_campaigns: number;
  results: CampaignResults;
  per_day: LeadsPerDayRow[];
  activity: ActivityEntry[];
};

/**
 * Everything the dashboard shows, exact at any size and in one statement:
 * - leads: the origin lists' `leads_count` (the Leads page's total, no scan of leads);
 * - projects and active campaigns: counts over the workspace's index;
 * - campaign results: the kept counters of the campaigns started in the last 30 days;
 * - leads added per day and source: the daily counts a trigger keeps with every insert, in the workspace's
 *   days (at most 30 x 6 rows);
 * - the newest activity entries with who did them.
 */
export async function getDashboard({ workspaceId }: { workspaceId: string }) {
  const [row] = await queryUnprepared<DashboardRow>(sql`
    select
      ${listCountsSum(workspaceId)} as leads,
      (select count(*)::int from ${projects} p where p.workspace_id = ${workspaceId} and p.deleted_at is null) as projects,
      (select count(*)::int from ${campaigns} c
        where c.workspace_id = ${workspaceId} and c.status in ('scheduled', 'sending', 'paused')) as active_campaigns,
      (select json_build_object('campaigns', count(*), 'sent', coalesce(sum(c.sent_count), 0),
          'opened', coalesce(sum(c.opens_count), 0), 'replied', coalesce(sum(c.replies_count), 0))
        from ${campaigns} c
        where c.workspace_id = ${workspaceId} and c.started_at >= now() - interval '30 days') as results,
      (select coalesce(json_agg(json_build_object('day', d.day, 'platform', d.platform, 'count', d.count)), '[]')
        from ${leadDailyCounts} d
        where d.workspace_id = ${workspaceId}
          and d.day >= (now() at time zone (select w.timezone from ${workspaces} w where w.id = ${workspaceId}))::date - ${CHART_DAYS - 1}::int) as per_day,
      (select coalesce(json_agg(a), '[]') from (
        select e.id, e.action, e.subject, e.href, e.created_at as "createdAt", u.name as actor
        from ${activityLog} e left join ${users} u on u.id = e.user_id
        where e.workspace_id = ${workspaceId}
        order by e.created_at desc, e.id desc
        limit ${ACTIVITY_ENTRIES}) a) as activity`);
  if (!row) throw new Error("the dashboard statement returned no row");
  return {
    counts: {
      leads: Number(row.leads),
      projects: Number(row.projects),
      activeCampaigns: Number(row.active_campaigns),
    } satisfies DashboardCounts,
    results: row.results,
    leadsPerDay: row.per_day,
    activity: row.activity,
  };
}
