import { Card, CardContent } from "@/components/ui/card";
import type { SessionContext } from "@/lib/auth/session";
import { billingAccess, getBalanceView, getSubscriptionView } from "@/lib/billing/overview";
import { BillingNotices } from "./billing-notices";
import { CurrentPlanCard } from "./current-plan-card";
import { PlanList } from "./plan-list";
import { UsageBar } from "./usage-bar";

/** Settings, Subscription tab: current plan, credit usage bar, next billing date, the three plans. */
export async function SettingsSubscriptionTab({ session }: { session: SessionContext }) {
  const workspaceId = session.workspace.id;
  const { canChange, configured, canPay } = billingAccess(session.role);
  const subscription = await getSubscriptionView({ workspaceId });
  const balance = await getBalanceView({ workspaceId, subscription });
  return (
    <div className="grid gap-6">
      <BillingNotices configured={configured} canChange={canChange} />
      <CurrentPlanCard subscription={subscription} />
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <UsageBar
            used={balance.creditsUsed}
            total={balance.creditsTotal}
            planCredits={balance.planCredits}
          />
        </CardContent>
      </Card>
      <PlanList
        current={subscription.planCode}
        canChange={canPay}
        paying={subscription.planCode !== "FREE"}
      />
    </div>
  );
}
