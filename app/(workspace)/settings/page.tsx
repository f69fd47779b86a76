import type { Metadata } from "next";
import Link from "next/link";
import { SettingsBillingTab } from "@/components/billing/settings-billing-tab";
import { SettingsSubscriptionTab } from "@/components/billing/settings-subscription-tab";
import { AvatarUpload } from "@/components/account/avatar-upload";
import { DeleteAccountCard } from "@/components/account/delete-account-card";
import { ProfileForm } from "@/components/account/profile-form";
import { SecurityScreen } from "@/components/account/security-screen";
import { ComingSoon } from "@/components/shell/coming-soon";
import { findPendingEmail, findProfile } from "@/lib/account/profile-queries";
import { listMembershipsWithOthers } from "@/lib/account/queries";
import { getSecurityOverview } from "@/lib/account/security-overview";
import { requireSessionContext } from "@/lib/auth/session";
import { newestFirstPageParams } from "@/lib/server/newest-first-page";
import { firstParam, type SearchParams } from "@/lib/server/search-params";
import { cn } from "@/lib/utils";
import { getNotificationSettings } from "@/lib/notifications/settings-queries";
import { NotificationSettingsForm } from "@/components/notifications/notification-settings-form";
import { saveNotificationSettingsAction } from "../../(studio)/notifications/actions";
import { ReferralsTab } from "../../(studio)/referrals/referrals-tab";
import { deleteAccountAction } from "../../(studio)/data-privacy/actions";
import { securityActions } from "../../(studio)/security/screen-actions";
import { updateProfileAction } from "./actions";
import { settingsTabs, type SettingsTab } from "./tabs";

const builtTabs = new Set<SettingsTab["id"]>([
  "profile",
  "billing",
  "subscription",
  "referrals",
  "notifications",
  "security",
]);

async function NotificationsTab({ userId }: { userId: string }) {
  const settings = await getNotificationSettings({ userId });
  return (
    <NotificationSettingsForm
      initial={settings}
      saveAction={saveNotificationSettingsAction}
      headingLevel="h2"
    />
  );
}

async function ProfileTab({ userId, workspaceId }: { userId: string; workspaceId: string }) {
  const [profile, pendingEmail] = await Promise.all([
    findProfile({ userId, workspaceId }),
    findPendingEmail({ userId }),
  ]);
  if (!profile) return null;
  return (
    <section
      aria-labelledby="profile-title"
      className="grid gap-4 rounded-xl border border-border bg-white p-5"
    >
      <h2 id="profile-title" className="font-semibold">
        Your profile
      </h2>
      <AvatarUpload userId={userId} name={profile.name} avatarUrl={profile.avatar} />
      <ProfileForm
        profile={{ name: profile.name, email: profile.email, phone: profile.phone, pendingEmail }}
        action={updateProfileAction}
      />
    </section>
  );
}

async function SecurityTab({ userId, sessionId }: { userId: string; sessionId: string }) {
  const [overview, memberships] = await Promise.all([
    getSecurityOverview({ userId, currentSessionId: sessionId }),
    listMembershipsWithOthers({ userId }),
  ]);
  return (
    <section aria-labelledby="security-title" className="grid gap-4">
      <h2 id="security-title" className="text-xl font-semibold">
        Security
      </h2>
      <SecurityScreen overview={overview} actions={securityActions} headingLevel="h3" />
      <DeleteAccountCard
        action={deleteAccountAction}
        ownsSharedWorkspace={memberships.some((m) => m.role === "owner" && m.otherMembers > 0)}
        headingLevel="h3"
      />
    </section>
  );
}

const referralsTabHref = (before?: string) =>
  before ? `/settings?tab=referrals&before=${before}` : "/settings?tab=referrals";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireSessionContext();
  const { user } = session;
  const params = await searchParams;
  const requested = firstParam(params.tab);
  const active: SettingsTab = settingsTabs.find((t) => t.id === requested) ?? settingsTabs[0];

  return (
    <div className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6 lg:p-8">
      <h1 className="text-2xl font-bold">Settings</h1>
      <nav aria-label="Settings sections" className="scroll-shadow-x overflow-x-auto border-b border-border">
        <ul className="flex gap-1">
          {settingsTabs.map((tab) => (
            <li key={tab.id}>
              <Link
                href={tab.id === "profile" ? "/settings" : `/settings?tab=${tab.id}`}
                aria-current={tab.id === active.id ? "page" : undefined}
                className={cn(
                  "focus-ring-inset block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                  // A narrow screen opens the row scrolled to the chosen tab (where supported).
                  tab.id === active.id
                    ? "border-indigo-600 text-indigo-800 [scroll-initial-target:nearest]"
                    : "border-transparent text-slate-700 hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {active.id === "profile" ? <ProfileTab userId={user.id} workspaceId={session.workspace.id} /> : null}
      {active.id === "security" ? <SecurityTab userId={user.id} sessionId={session.sessionId} /> : null}
      {active.id === "notifications" ? <NotificationsTab userId={user.id} /> : null}
      {active.id === "referrals" ? (
        <ReferralsTab
          userId={user.id}
          before={newestFirstPageParams.parse(params).before}
          pageHref={referralsTabHref}
        />
      ) : null}
      {active.id === "billing" ? <SettingsBillingTab session={session} /> : null}
      {active.id === "subscription" ? <SettingsSubscriptionTab session={session} /> : null}
      {builtTabs.has(active.id) ? null : (
        <div className="-mx-4 sm:-mx-6 lg:-mx-8">
          <ComingSoon
            level={2}
            title={active.label}
            description={active.description}
            upcoming={active.upcoming}
          />
        </div>
      )}
    </div>
  );
}
