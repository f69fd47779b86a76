import Link from "next/link";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { CampaignCardRow } from "@/lib/campaigns/screen-queries";
import { formatWhen, percent, sendProgress } from "./campaign-figures";
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
            <Link href={href} scroll={false} className="outline-none after:absolute after:inset-0">
              {c.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            Email to {audience(c)} · {when}
          </p>
        </div>
        <CampaignStatusBadge status={c.status} />
      </div>
      {c.status === "sending" || c.status === "paused" ? (
        <div className="grid gap-1">
          <Progress value={c.expanded ? progress.value : null} label={`${c.name}: sending progress`} />
          <p className="text-xs text-muted-foreground tabular-nums">
            {c.expanded
              ? `${progress.done.toLocaleString("en-US")} / ${progress.total.toLocaleString("en-US")} sent`
              : "Preparing recipients…"}
            {c.waitingReason ? ` · ${c.waitingReason}` : ""}
          </p>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Recipients</dt>
          <dd className="font-medium tabular-nums">{c.recipients.toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Sent</dt>
          <dd className="font-medium tabular-nums">{c.sent.toLocaleString("en-US")}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Opens</dt>
          <dd className="font-medium tabular-nums">
            {c.opens.toLocaleString("en-US")} ({percent(c.opens, c.sent)}%)
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Replies</dt>
          <dd className="font-medium tabular-nums">
            {c.replies.toLocaleString("en-US")} ({percent(c.replies, c.sent)}%)
          </dd>
        </div>
      </dl>
    </Card>
  );
}
