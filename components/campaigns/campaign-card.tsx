import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { CampaignCardRow } from "@/lib/campaigns/screen-queries";
import { percent } from "@/lib/campaigns/figures";
import { formatWhen } from "@/lib/format/dates";
import { sendProgress } from "./campaign-figures";
import { CampaignStatusBadge } from "./campaign-status-badge";

function audience(c: CampaignCardRow): string {
  if (c.listName) return c.listName;
  return c.leadCount === 1 ? "1 selected lead" : `${c.leadCount.toLocaleString("en-US")} selected leads`;
}

/** One campaign: its status, audience, figures, and while it sends, live progress. */
export function CampaignCard({
  campaign: c,
  href,
  timeZone,
}: {
  campaign: CampaignCardRow;
  href: string;
  timeZone: string;
}) {
  const progress = sendProgress(c);
  const when =
    c.status === "scheduled"
      ? `Scheduled for ${formatWhen(c.scheduledFor, timeZone)}`
      : c.startedAt
        ? `Started ${formatWhen(c.startedAt, timeZone)}`
        : `Created ${formatWhen(c.createdAt, timeZone)}`;
  return (
    <Card className="relative grid gap-3 p-4 hover:border-primary/50 focus-within:ring-2 focus-within:ring-primary">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">
            <Link
              href={href}
              scroll={false}
              prefetch={false}
              className="outline-none after:absolute after:inset-0"
            >
              {c.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{`Email to ${audience(c)} · ${when}`}</p>
        </div>
        <CampaignStatusBadge status={c.status} />
      </div>
      {c.status === "sending" || c.status === "paused" ? (
        <div className="grid gap-1">
          <Progress value={c.expanded ? progress.value : null} label={`${c.name}: sending progress`} />
          <p className="text-xs text-muted-foreground tabular-nums">
            {(c.expanded
              ? `${progress.done.toLocaleString("en-US")} / ${progress.total.toLocaleString("en-US")} sent`
              : "Preparing recipients…") + (c.waitingReason ? ` · ${c.waitingReason}` : "")}
          </p>
        </div>
      ) : null}
      {/* Label over value, pairs down the columns (2 on a phone, 4 wider), styled once on the list:
          a page renders many cards, so each figure is two elements and one text each. */}
      <dl className="grid grid-flow-col grid-cols-2 grid-rows-4 gap-x-2 text-sm sm:grid-cols-4 sm:grid-rows-2 [&_dd]:pb-2 sm:[&_dd]:pb-0 [&_dd]:font-medium [&_dd]:tabular-nums [&_dt]:text-muted-foreground">
        <dt>Recipients</dt>
        {/* The list is read when the campaign starts: until then its size is not the campaign's. */}
        <dd>{c.expanded ? c.recipients.toLocaleString("en-US") : "Counted at start"}</dd>
        <dt>Sent</dt>
        <dd>{c.sent.toLocaleString("en-US")}</dd>
        <dt>Opens</dt>
        <dd>{`${c.opens.toLocaleString("en-US")} (${percent(c.opens, c.sent)}%)`}</dd>
        <dt>Replies</dt>
        <dd>{`${c.replies.toLocaleString("en-US")} (${percent(c.replies, c.sent)}%)`}</dd>
      </dl>
    </Card>
  );
}
