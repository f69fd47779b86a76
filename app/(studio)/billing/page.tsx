import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Billing & Subscription" };

export default async function BillingPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Billing & Subscription"
      description="Your plan, credits, invoices and payment method."
      upcoming={[
        "Change or cancel your plan",
        "Buy credit packs",
        "See invoices and update your payment method",
      ]}
    />
  );
}
