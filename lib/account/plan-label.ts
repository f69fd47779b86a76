import { getPlan, type PlanId } from "@/lib/plans/catalog";

/** The avatar menu's and dashboard's plan label from the catalog: "Free Plan", "Professional Plan", ... */
export function planLabel(planId: PlanId): string {
  const plan = getPlan(planId);
  return plan.isFree ? "Free Plan" : `${plan.name} Plan`;
}
