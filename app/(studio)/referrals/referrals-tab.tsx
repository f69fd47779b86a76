import { ReferralsScreen } from "@/components/referrals/referrals-screen";
import { referralLink } from "@/lib/referrals/link";
import { getReferralSummary } from "@/lib/referrals/queries";

/**
 * The referrals screen's data, shared by /referrals and the settings tab: `before` is the history's
 * keyset cursor from the URL, `pageHref` the screen's URL with a cursor (or without, for the newest).
 */
export async function ReferralsTab({
  userId,
  before,
  pageHref,
  headingLevel = "h2",
}: {
  userId: string;
  before: string | undefined;
  pageHref: (before?: string) => string;
  headingLevel?: "h2" | "h3";
}) {
  const summary = await getReferralSummary({ userId, before });
  return (
    <ReferralsScreen
      summary={summary}
      link={referralLink(summary.referralCode)}
      historyPages={{
        newestHref: before ? pageHref() : null,
        olderHref: summary.referralHistoryNext ? pageHref(summary.referralHistoryNext) : null,
      }}
      headingLevel={headingLevel}
    />
  );
}
