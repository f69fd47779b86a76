import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ChosenPlanPrompt } from "@/components/billing/chosen-plan-prompt";
import { requireSessionContext } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { findPlan } from "@/lib/plans/catalog";
import { firstParam, type SearchParams } from "@/lib/server/search-params";

export const metadata: Metadata = { title: "Finish your upgrade" };

/** After the first sign-in: the paid plan chosen at sign-up, into Checkout or skipped (free plan). */
export default async function BillingStartPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireSessionContext();
  const plan = findPlan(firstParam((await searchParams).plan));
  if (!plan || plan.isFree || session.workspace.plan !== "FREE" || !can(session.role, "billing:write"))
    redirect("/dashboard");
  return <ChosenPlanPrompt plan={plan} />;
}
