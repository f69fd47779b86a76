import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getPlan } from "@/lib/plans/catalog";
import type { SubscriptionView } from "@/lib/billing/overview";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { renewalLabel } from "./format";
import { StatusBadge } from "./status-badge";

/** The current plan, its status and the next billing date (or, once cancelled, when it ends). */
export function CurrentPlanCard({ subscription }: { subscription: SubscriptionView }) {
  const plan = getPlan(subscription.planCode);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">Current plan</CardTitle>
          <StatusBadge status={subscription.status} />
        </div>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <p className="text-2xl font-bold" data-testid="current-plan">
          {plan.name}
        </p>
        <p className="text-sm text-muted-foreground">
          ${plan.price} / {plan.period} · {plan.monthlyCredits.toLocaleString("en-US")} credits every month
        </p>
        {subscription.currentPeriodEnd ? (
          <p className="text-sm">
            {renewalLabel({ isFree: plan.isFree, cancelAtPeriodEnd: subscription.cancelAtPeriodEnd })}:{" "}
            <span className="font-medium" data-testid="period-end">
              <WorkspaceTime value={subscription.currentPeriodEnd} dateOnly />
            </span>
          </p>
        ) : null}
        {subscription.loadError ? (
          <p role="alert" className="text-sm text-red-700">
            {subscription.loadError}. Showing the Starter plan.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
