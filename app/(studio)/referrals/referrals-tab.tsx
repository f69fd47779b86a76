import { ReferralsScreen } from "@/components/referrals/referrals-screen";
import { referralLink } from "@/lib/referrals/link";
import { getReferralSummary } from "@/lib/referrals/queries";

/** The referrals screen's data, shared by /referrals and the settings tab. */
export async function ReferralsTab({
  userId,
  headingLevel = "h2",
}: {
  userId: string;
  headingLevel?: "h2" | "h3";
}) {
  const summary = await getReferralSummary({ userId });
  return (
    <ReferralsScreen
      summary={summary}
      link={referralLink(summary.referralCode)}
      headingLevel={headingLevel}
    />
  );
}
