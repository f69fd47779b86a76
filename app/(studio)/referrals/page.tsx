import type { Metadata } from "next";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireSessionContext } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Referrals" };

export default async function ReferralsPage() {
  await requireSessionContext();
  return (
    <ComingSoon
      title="Referrals"
      description="Invite others and earn credits."
      upcoming={[
        "Share your referral link",
        "Earn 500 credits for each referred account that verifies its email",
        "Follow your referrals",
      ]}
    />
  );
}
