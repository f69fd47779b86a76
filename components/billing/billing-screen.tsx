import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { can } from "@/lib/auth/permissions";
import type { SessionContext } from "@/lib/auth/session";
import { billingAccess, getBalanceView, getSubscriptionView, getUsageSeries } from "@/lib/billing/overview";
import { BillingNotices } from "./billing-notices";
import { CreditsCard } from "./credits-card";
import { CurrentPlanCard } from "./current-plan-card";
import { PlanList } from "./plan-list";
import { StatusBadge } from "./status-badge";
import { StripeSections } from "./stripe-sections";
import { UsageChart } from "./usage-chart";

/** /billing (spec part 3 section 2.5): plan, credits and top-ups, usage chart, plans, card, 5 invoices. */
export async function BillingScreen({ session }: { session: SessionContext }) {
  const workspaceId = session.workspace.id;
  const { canChange, configured, canPay } = billingAccess(session.role);
  const subscription = await getSubscriptionView({ workspaceId });
  const [balance, usage] = await Promise.all([
    getBalanceView({ workspaceId, subscription }),
    getUsageSeries({ workspaceId, since: new Date(subscription.currentPeriodStart) }),
  ]);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Billing & Subscription</h1>
        <StatusBadge status={subscription.status} />
      </div>
      <BillingNotices configured={configured} canChange={canChange} />
      <div className="grid gap-6 lg:grid-cols-2">
        <CurrentPlanCard subscription={subscription} />
        <CreditsCard balance={balance} canBuy={canPay} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Credits used per day</CardTitle>
        </CardHeader>
        <CardContent>
          <UsageChart days={usage} />
        </CardContent>
      </Card>
      <PlanList
        current={subscription.planCode}
        canChange={canPay}
        paying={subscription.planCode !== "FREE"}
      />
      {can(session.role, "billing:read") ? (
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          <StripeSections workspaceId={workspaceId} canManage={canChange} invoiceLimit={5} />
        </div>
      ) : null}
    </div>
  );
}
