import type { Metadata } from "next";
import Link from "next/link";
import { LocalDateTime } from "@/components/shell/local-date-time";
import { buttonVariants } from "@/components/ui/button";
import { COUNT_CAP, getDashboardCounts } from "@/lib/dashboard/queries";
import { planLabel } from "@/lib/account/plan-label";
import { requireSessionContext } from "@/lib/auth/session";
import { getCreditBalance } from "@/lib/credits/queries";

export const metadata: Metadata = { title: "Dashboard" };

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const capped = (n: number) => (n > COUNT_CAP ? `${numberFormat.format(COUNT_CAP)}+` : numberFormat.format(n));

/** Figures the database already holds for this workspace; later issues add their own. */
export default async function DashboardPage() {
  const { user, workspace } = await requireSessionContext();
  const [credits, counts] = await Promise.all([
    getCreditBalance({ workspaceId: workspace.id }),
    getDashboardCounts({ workspaceId: workspace.id }),
  ]);
  const figures = [
    { label: "Credits", value: numberFormat.format(credits) },
    { label: "Plan", value: planLabel(workspace.plan) },
    { label: "Leads", value: capped(counts.leads) },
    { label: "Lead lists", value: capped(counts.lists) },
    { label: "Projects", value: numberFormat.format(counts.projects) },
    { label: "Active scrapes", value: numberFormat.format(counts.activeScrapes) },
  ];

  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 sm:p-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-bold">Welcome, {user.name}</h1>
        <p className="mt-1 text-muted-foreground">{workspace.name}</p>
      </div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl border border-border bg-white p-5">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-semibold">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="logins-title" className="rounded-xl border border-border bg-white p-5">
        <h2 id="logins-title" className="font-semibold">
          Sign-in activity
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Last login</dt>
            <dd>
              <LocalDateTime value={user.lastLoginAt?.toISOString() ?? null} />
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Previous login</dt>
            <dd>
              <LocalDateTime value={user.previousLoginAt?.toISOString() ?? null} />
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="next-title" className="rounded-xl border border-border bg-white p-5">
        <h2 id="next-title" className="font-semibold">
          Quick actions
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link href="/projects?action=create" className={buttonVariants({})}>
            New project
          </Link>
          <Link href="/scrape" className={buttonVariants({ variant: "outline" })}>
            Start scraping
          </Link>
          <Link href="/campaigns?action=create" className={buttonVariants({ variant: "outline" })}>
            New campaign
          </Link>
          <Link href="/ai-recommendation" className={buttonVariants({ variant: "outline" })}>
            Get AI recommendations
          </Link>
          <Link href="/leads" className={buttonVariants({ variant: "ghost" })}>
            View leads
          </Link>
        </div>
      </section>
    </div>
  );
}
