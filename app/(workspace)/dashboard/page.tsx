import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { LeadsChart } from "@/components/dashboard/leads-chart";
import { RecentActivity } from "@/components/dashboard/recent-activity";
import { Skeleton } from "@/components/ui/skeleton";
import { buttonVariants } from "@/components/ui/button";
import { requireSessionContext } from "@/lib/auth/session";
import { getCreditBalance } from "@/lib/credits/queries";
import {
  CHART_DAYS,
  getCampaignResults,
  getDashboardCounts,
  getLeadsPerDay,
  getRecentActivity,
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

async function Figures({ workspaceId }: { workspaceId: string }) {
  const [credits, counts] = await Promise.all([
    getCreditBalance({ workspaceId }),
    getDashboardCounts({ workspaceId }),
  ]);
  const figures = [
    { label: "Projects", value: counts.projects, href: "/projects" },
    { label: "Leads", value: counts.leads, href: "/leads" },
    { label: "Active campaigns", value: counts.activeCampaigns, href: "/campaigns" },
    { label: "Credits", value: credits, href: "/settings?tab=subscription" },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map((f) => (
        <dl key={f.label} className="rounded-xl border border-border bg-white p-5">
          <dt className="text-sm text-muted-foreground">
            <Link href={f.href} className="focus-ring rounded hover:underline">
              {f.label}
            </Link>
          </dt>
          <dd className="mt-1 text-2xl font-semibold">{number.format(f.value)}</dd>
        </dl>
      ))}
    </div>
  );
}

async function Chart({ workspaceId }: { workspaceId: string }) {
  return <LeadsChart data={await getLeadsPerDay({ workspaceId })} days={CHART_DAYS} />;
}

async function CampaignResults({ workspaceId }: { workspaceId: string }) {
  const results = await getCampaignResults({ workspaceId });
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

async function Activity({ workspaceId }: { workspaceId: string }) {
  const items = await getRecentActivity({ workspaceId });
  return <RecentActivity items={items.map((i) => ({ ...i, createdAt: i.createdAt.toISOString() }))} />;
}

/** Live figures, the spec's quick actions, leads per day, campaign results and recent activity. */
export default async function DashboardPage() {
  const { user, workspace } = await requireSessionContext();
  const workspaceId = workspace.id;
  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold">Welcome, {user.name}</h1>
        <p className="mt-1 text-muted-foreground">{workspace.name}</p>
      </div>
      <Suspense fallback={<Skeleton className="h-28 w-full" />}>
        <Figures workspaceId={workspaceId} />
      </Suspense>
      <Card id="quick-actions-title" title="Quick actions">
        <div className="flex flex-wrap gap-3">
          <Link href="/projects?action=create" className={buttonVariants({})}>
            New project
          </Link>
          <Link href="/scrape" className={buttonVariants({ variant: "outline" })}>
            Start scraping
          </Link>
          <Link href="/campaigns?action=create" className={buttonVariants({ variant: "outline" })}>
            New campaign
          </Link>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Card id="leads-chart-title" title={`Leads added per day (last ${CHART_DAYS} days)`}>
            <Suspense fallback={<Skeleton className="h-40 w-full" />}>
              <Chart workspaceId={workspaceId} />
            </Suspense>
          </Card>
        </div>
        <Card id="campaign-results-title" title="Campaign results (last 30 days)">
          <Suspense fallback={<Skeleton className="h-16 w-full" />}>
            <CampaignResults workspaceId={workspaceId} />
          </Suspense>
        </Card>
      </div>
      <Card id="activity-title" title="Recent activity">
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <Activity workspaceId={workspaceId} />
        </Suspense>
      </Card>
    </div>
  );
}
