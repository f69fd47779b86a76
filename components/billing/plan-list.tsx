import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { plans, type PlanId } from "@/lib/plans/catalog";
import { cn } from "@/lib/utils";
import { CheckoutButton } from "./checkout-button";
import { PlanChangeButton } from "./plan-change-button";

const rank: Record<PlanId, number> = { FREE: 0, PRO: 1, ENTERPRISE: 2 };

/**
 * The three plans from the catalog, each with Upgrade or Downgrade relative to the current one: into
 * Checkout from the free plan; between paid plans through the previewed change; back to Starter
 * through the customer portal (where the subscription is cancelled).
 */
export function PlanList({
  current,
  canChange,
  paying,
}: {
  current: PlanId;
  canChange: boolean;
  paying: boolean;
}) {
  return (
    <section aria-labelledby="plans-title" className="grid gap-3">
      <h2 id="plans-title" className="text-lg font-semibold">
        Plans
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {plans.map((plan) => {
          const isCurrent = plan.id === current;
          const label = rank[plan.id] > rank[current] ? "Upgrade" : "Downgrade";
          return (
            <li
              key={plan.id}
              aria-label={`${plan.name} plan`}
              className={cn(
                "flex flex-col gap-3 rounded-lg border bg-background p-4",
                isCurrent ? "border-indigo-600 ring-1 ring-indigo-600" : "border-border",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{plan.name}</h3>
                {isCurrent ? <Badge tone="indigo">Current</Badge> : null}
              </div>
              <p>
                <span className="text-2xl font-bold">${plan.price}</span>
                <span className="text-muted-foreground"> / {plan.period}</span>
              </p>
              <ul className="grid gap-1 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                    {feature}
                  </li>
                ))}
              </ul>
              {isCurrent ? null : paying && !plan.isFree ? (
                <PlanChangeButton
                  code={plan.id}
                  planName={plan.name}
                  variant={label === "Upgrade" ? "default" : "outline"}
                  disabled={!canChange}
                  className="mt-auto"
                >
                  {label} to {plan.name}
                </PlanChangeButton>
              ) : (
                <CheckoutButton
                  kind="plan"
                  code={plan.id}
                  variant={label === "Upgrade" ? "default" : "outline"}
                  disabled={!canChange}
                  className="mt-auto"
                >
                  {label} to {plan.name}
                </CheckoutButton>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
