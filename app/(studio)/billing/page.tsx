import type { Metadata } from "next";
import { BillingScreen } from "@/components/billing/billing-screen";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Billing & Subscription" };

export default async function BillingPage() {
  const session = await requireSessionContext();
  return <BillingScreen session={session} />;
}
