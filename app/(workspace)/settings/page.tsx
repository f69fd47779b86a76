import type { Metadata } from "next";
import Link from "next/link";
import { SettingsBillingTab } from "@/components/billing/settings-billing-tab";
import { SettingsSubscriptionTab } from "@/components/billing/settings-subscription-tab";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";
import { firstParam, type SearchParams } from "@/lib/server/search-params";
import { cn } from "@/lib/utils";
import { settingsTabs, type SettingsTab } from "./tabs";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireSessionContext();
  const { user } = session;
  const requested = firstParam((await searchParams).tab);
  const active: SettingsTab = settingsTabs.find((t) => t.id === requested) ?? settingsTabs[0];

  return (
    <div className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6 lg:p-8">
      <h1 className="text-2xl font-bold">Settings</h1>
      <nav aria-label="Settings sections" className="overflow-x-auto border-b border-border">
        <ul className="flex gap-1">
          {settingsTabs.map((tab) => (
            <li key={tab.id}>
              <Link
                href={tab.id === "profile" ? "/settings" : `/settings?tab=${tab.id}`}
                aria-current={tab.id === active.id ? "page" : undefined}
                className={cn(
                  "focus-ring-inset block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                  tab.id === active.id
                    ? "border-indigo-600 text-indigo-800"
                    : "border-transparent text-slate-700 hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {active.id === "profile" ? (
        <section aria-labelledby="profile-title" className="rounded-xl border border-border bg-white p-5">
          <h2 id="profile-title" className="font-semibold">
            Your profile
          </h2>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="text-muted-foreground">Name</dt>
            <dd>{user.name}</dd>
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all">{user.email}</dd>
          </dl>
        </section>
      ) : null}
      {active.id === "billing" ? <SettingsBillingTab session={session} /> : null}
      {active.id === "subscription" ? <SettingsSubscriptionTab session={session} /> : null}
      {active.id === "billing" || active.id === "subscription" ? null : <div className="-mx-4 sm:-mx-6 lg:-mx-8">
        <ComingSoon
          level={2}
          title={active.label}
          description={active.description}
          upcoming={active.upcoming}
        />
      </div>}
    </div>
  );
}
