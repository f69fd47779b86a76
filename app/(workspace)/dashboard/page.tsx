import type { Metadata } from "next";
import Link from "next/link";
import { LeadsChart } from "@/components/dashboard/leads-chart";
import { RecentActivity } from "@/components/dashboard/recent-activity";
import { buttonVariants } from "@/components/ui/button";
import { can } from "@/lib/auth/permissions";
import { requirePageSession } from "@/lib/auth/session";
import { todayIn } from "@/lib/campaigns/schedule-time";
import {
  CHART_DAYS,
  getDashboard,
  type CampaignResults as CampaignResultsFigures,
  type DashboardCounts,
} from "@/lib/dashboard/queries";

export const metadata: Metadata = { title: "Dashboard" };

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border border-border bg-white p-5"
    >
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figures({
  counts,
  credits,
  campaignsHref,
}: {
  counts: DashboardCounts;
  credits: number;
  /** Null for a role without the Campaigns page: the figure is shown, not linked. */
  campaignsHref: string | null;
}) {
  const figures = [
    { label: "Projects", value: counts.projects, href: "/projects" },
    { label: "Leads", value: counts.leads, href: "/leads" },
    { label: "Active campaigns", value: counts.activeCampaigns, href: campaignsHref },
    { label: "Credits", value: credits, href: "/settings?tab=subscription" },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <dl key={f.label} className="rounded-xl border border-border bg-white p-5">
          <dt className="text-sm text-muted-foreground">
            {f.href ? (
              <Link href={f.href} className="focus-ring rounded hover:underline">
                {f.label}
              </Link>
            ) : (
              f.label
            )}
          </dt>
          <dd className="mt-1 text-2xl font-semibold">{number.format(f.value)}</dd>
        </dl>
      ))}
    </div>
  );
}

function CampaignResults({ results }: { results: CampaignResultsFigures }) {
  const rows = [
    { label: "Sent", value: results.sent },
    { label: "Opened", value: results.opened },
    { label: "Replied", value: results.replied },
  ];
  return results.campaigns === 0 ? (
    <p className="py-6 text-center text-sm text-muted-foreground">
      No campaigns started in the last 30 days.
    </p>
  ) : (
    <div className="grid grid-cols-3 gap-3">
      {rows.map((r) => (
        <dl key={r.label}>
          <dt className="text-sm text-muted-foreground">{r.label}</dt>
          <dd className="text-xl font-semibold">{number.format(r.value)}</dd>
        </dl>
      ))}
    </div>
  );
}

/** Live figures, the spec's quick actions, leads per day, campaign results and recent activity. */
export default async function DashboardPage() {
  const {
    session: { user, workspace, role },
    figures,
  } = await requirePageSession();
  const campaigns = can(role, "campaigns:write");
  const dashboard = await getDashboard({ workspaceId: workspace.id });
  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold">Welcome, {user.name}</h1>
        <p className="mt-1 text-muted-foreground">{workspace.name}</p>
      </div>
      <Figures
        counts={dashboard.counts}
        credits={figures.balance}
        campaignsHref={campaigns ? "/campaigns" : null}
      />
      <Card id="quick-actions-title" title="Quick actions">
        <div className="flex flex-wrap gap-3">
          <Link href="/projects?action=create" className={buttonVariants({})}>
            New project
          </Link>
          <Link href="/scrape" className={buttonVariants({ variant: "outline" })}>
            Start scraping
          </Link>
          {campaigns ? (
            <Link href="/campaigns?action=create" className={buttonVariants({ variant: "outline" })}>
              New campaign
            </Link>
          ) : null}
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Card id="leads-chart-title" title={`Leads added per day (last ${CHART_DAYS} days)`}>
            <LeadsChart data={dashboard.leadsPerDay} days={CHART_DAYS} today={todayIn(workspace.timeZone)} />
          </Card>
        </div>
        <Card id="campaign-results-title" title="Campaign results (last 30 days)">
          <CampaignResults results={dashboard.results} />
        </Card>
      </div>
      <Card id="activity-title" title="Recent activity">
        <RecentActivity items={dashboard.activity} />
      </Card>
    </div>
  );
}
