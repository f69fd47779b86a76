import { Eye, Mail, MessageSquareReply, Send } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

export type CampaignStatsFigures = {
  campaigns: number;
  sentCampaigns: number;
  scheduledCampaigns: number;
  messagesSent: number;
  opens: number;
  openRate: number;
  replies: number;
  replyRate: number;
};

function Stat({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: number;
  detail: string;
  icon: ReactNode;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4">
      <dl className="grid gap-1">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="text-2xl font-semibold tabular-nums">{value.toLocaleString("en-US")}</dd>
        <dd className="text-xs text-muted-foreground">{detail}</dd>
      </dl>
      <span aria-hidden="true" className="rounded-md bg-primary-subtle p-2 text-primary [&_svg]:size-5">
        {icon}
      </span>
    </Card>
  );
}

/** The four stats cards of spec part 3 section 2.2, read from the campaigns' counters. */
export function CampaignStats({ stats }: { stats: CampaignStatsFigures }) {
  return (
    <section aria-label="Campaign statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Stat
        label="Total campaigns"
        value={stats.campaigns}
        detail={`${stats.sentCampaigns} sent, ${stats.scheduledCampaigns} scheduled`}
        icon={<Send />}
      />
      <Stat label="Messages sent" value={stats.messagesSent} detail="Across all campaigns" icon={<Mail />} />
      <Stat label="Total opens" value={stats.opens} detail={`${stats.openRate}% open rate`} icon={<Eye />} />
      <Stat
        label="Total replies"
        value={stats.replies}
        detail={`${stats.replyRate}% reply rate`}
        icon={<MessageSquareReply />}
      />
    </section>
  );
}
