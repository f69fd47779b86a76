import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { HistoryPager } from "@/components/ui/history-pager";
import type { ReferralSummary } from "@/lib/referrals/queries";
import { ReferralShare } from "./referral-share";

const number = new Intl.NumberFormat("en-US");
// Below `sm` the referred address carries its earnings and date, and those columns hide: no sideways scroll.
const wide = "max-sm:hidden";

/** The referrals page and settings tab: the one rule, stats, code and link with Copy and Share, history. */
export function ReferralsScreen({
  summary,
  link,
  historyPages,
  headingLevel = "h2",
}: {
  summary: ReferralSummary;
  link: string;
  /** Where "Newest" and "Older" lead: the history pages by keyset cursor on this screen's URL. */
  historyPages: { newestHref: string | null; olderHref: string | null };
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const stats = [
    { label: "Total referrals", value: number.format(summary.totalReferrals) },
    { label: "Successful", value: number.format(summary.successfulReferrals) },
    { label: "Conversion rate", value: `${summary.conversionRate}%` },
    { label: "Earnings", value: `${number.format(summary.totalEarnings)} credits` },
    { label: "Pending", value: `${number.format(summary.pendingPayouts)} credits` },
  ];
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">
        Earn 500 credits for each person who signs up with your link and verifies their email.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map((s) => (
          <dl key={s.label} className="rounded-xl border border-border bg-white p-4">
            <dt className="text-sm text-muted-foreground">{s.label}</dt>
            <dd className="mt-1 text-xl font-semibold">{s.value}</dd>
          </dl>
        ))}
      </div>
      <section
        aria-labelledby="referral-share-title"
        className="grid gap-3 rounded-xl border border-border bg-white p-5"
      >
        <Heading id="referral-share-title" className="font-semibold">
          Share your link
        </Heading>
        <ReferralShare code={summary.referralCode} link={link} />
      </section>
      <section aria-labelledby="referral-history-title" className="grid gap-3">
        <Heading id="referral-history-title" className="font-semibold">
          Referral history
        </Heading>
        <DataTable
          caption="Referral history"
          columns={[
            { id: "email", header: "Referred" },
            { id: "status", header: "Status" },
            { id: "earnings", header: "Earnings", className: wide },
            { id: "date", header: "Date (GMT+8)", className: wide },
          ]}
          rows={summary.referralHistory.map((r) => [
            <div key="email" className="[overflow-wrap:anywhere]">
              {r.referredEmail}
              <small className="block text-muted-foreground sm:hidden">
                {`${number.format(r.earnings)} credits · ${r.createdAtGmt8Formatted} (GMT+8)`}
              </small>
            </div>,
            <Badge key="status" tone={r.status === "completed" ? "green" : "yellow"}>
              {r.status === "completed" ? "Completed" : "Pending"}
            </Badge>,
            `${number.format(r.earnings)} credits`,
            r.createdAtGmt8Formatted,
          ])}
          emptyState={
            <p className="p-6 text-center text-sm text-muted-foreground">
              No referrals yet. Share your link to start earning.
            </p>
          }
        />
        <HistoryPager label="Referral history pages" {...historyPages} />
      </section>
    </div>
  );
}
