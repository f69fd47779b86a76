import { Progress } from "@/components/ui/progress";
import type { getCampaign, listDeliveries } from "@/lib/campaigns/queries";
import type { TimelinePoint } from "@/lib/campaigns/screen-queries";
import { CampaignChart } from "./campaign-chart";
import { CampaignControls, type ChangeCampaignStatus } from "./campaign-controls";
import { CampaignMessage, type EditCampaignMessage } from "./campaign-message";
import { CampaignReschedule, type RescheduleCampaign } from "./campaign-reschedule";
import { percent } from "@/lib/campaigns/figures";
import { todayIn, wallClockIn } from "@/lib/campaigns/schedule-time";
import { formatWhen } from "@/lib/format/dates";
import { sendProgress, skipReasonLabels } from "./campaign-figures";
import { CampaignRecipientsTable } from "./campaign-recipients-table";
import { CampaignStatusBadge } from "./campaign-status-badge";

type Found = NonNullable<Awaited<ReturnType<typeof getCampaign>>>;
type Campaign = Found["campaign"];

type CampaignDetailProps = {
  campaign: Campaign;
  step: Pick<Found["step"], "subject" | "body">;
  deliveries: Awaited<ReturnType<typeof listDeliveries>>;
  page: number;
  perPage: number;
  pageHref: (page: number) => string;
  skipped: { reason: string; count: number }[];
  timeline: TimelinePoint[];
  timeZone: string;
  changeStatus: ChangeCampaignStatus;
  reschedule: RescheduleCampaign;
  editMessage: EditCampaignMessage;
};

/** When the campaign is due, started, or ended, in the workspace's time zone. */
function timeLine(c: Campaign, timeZone: string): string {
  if (c.status === "scheduled") return `Scheduled for ${formatWhen(c.scheduledFor, timeZone)}`;
  if (c.finishedAt) {
    const ended = c.status === "sent" || c.status === "partially_failed" ? "Sent" : "Ended";
    return `${ended} on ${formatWhen(c.finishedAt, timeZone)}`;
  }
  return c.startedAt ? `Started on ${formatWhen(c.startedAt, timeZone)}` : "Not sent yet";
}

function Figure({ label, value, detail }: { label: string; value: number | string; detail?: string }) {
  return (
    <dl className="rounded-md border border-border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value.toLocaleString("en-US")}</dd>
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </dl>
  );
}

/** The detail view of spec part 3 section 2.2, from the campaign's counters, with its recipients below. */
export function CampaignDetail(props: CampaignDetailProps) {
  const { campaign: c, timeZone } = props;
  const progress = sendProgress({
    recipients: c.recipientsCount,
    skipped: c.skippedCount,
    sent: c.sentCount,
    failed: c.failedCount,
    unknown: c.unknownCount,
  });
  // Delivered: sent and not bounced, out of every recipient that could be sent to.
  const deliveryRate = percent(c.sentCount - c.bouncesCount, progress.total);
  // Scheduled, or paused before its time: its time and message can still change.
  const notStarted = !c.startedAt && (c.status === "scheduled" || c.status === "paused");
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <CampaignStatusBadge status={c.status} />
          <span className="text-muted-foreground">{timeLine(c, timeZone)}</span>
        </div>
        <CampaignControls campaignId={c.id} status={c.status} changeStatus={props.changeStatus} />
      </div>
      {c.scheduledFor && notStarted ? (
        <CampaignReschedule
          campaignId={c.id}
          current={wallClockIn(c.scheduledFor, timeZone)}
          today={todayIn(timeZone)}
          timeZone={timeZone}
          reschedule={props.reschedule}
        />
      ) : null}
      {c.waitingReason ? (
        <p role="status" className="rounded-md bg-warning-subtle px-3 py-2 text-sm">
          {c.waitingReason}
        </p>
      ) : null}
      {c.error ? (
        <p role="alert" className="rounded-md bg-danger-subtle px-3 py-2 text-sm text-red-800">
          {c.error}
        </p>
      ) : null}
      <section aria-label="Campaign figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {c.expandedAt ? (
          <Figure label="Recipients" value={c.recipientsCount} />
        ) : (
          <Figure label="Recipients" value="–" detail="Counted when the campaign starts" />
        )}
        <Figure label="Sent" value={c.sentCount} />
        <Figure label="Failed" value={c.failedCount} />
        <Figure
          label="Opens"
          value={c.opensCount}
          detail={`${percent(c.opensCount, c.sentCount)}% open rate`}
        />
        <Figure
          label="Clicks"
          value={c.clicksCount}
          detail={`${percent(c.clicksCount, c.opensCount)}% click-through of opens`}
        />
        <Figure
          label="Replies"
          value={c.repliesCount}
          detail={`${percent(c.repliesCount, c.sentCount)}% reply rate`}
        />
      </section>
      <div className="grid gap-1">
        <div className="flex justify-between text-sm">
          <span>Delivery rate</span>
          <span className="font-medium tabular-nums">{deliveryRate}%</span>
        </div>
        <Progress value={deliveryRate} label="Delivery rate" />
        {c.status === "sending" || c.status === "paused" ? (
          <p className="text-xs text-muted-foreground tabular-nums">
            {progress.done.toLocaleString("en-US")} / {progress.total.toLocaleString("en-US")} processed
          </p>
        ) : null}
      </div>
      <CampaignMessage
        campaignId={c.id}
        subject={props.step.subject}
        body={props.step.body}
        edit={notStarted ? props.editMessage : undefined}
      />
      <CampaignChart points={props.timeline} timeZone={c.timeZone} />
      {props.skipped.length > 0 ? (
        <section className="grid gap-2">
          <h3 className="text-sm font-semibold">Skipped recipients</h3>
          <ul className="grid gap-1 text-sm">
            {props.skipped.map((s) => (
              <li key={s.reason} className="flex justify-between gap-4 rounded-md bg-muted px-3 py-1.5">
                <span>{skipReasonLabels[s.reason] ?? s.reason}</span>
                <span className="tabular-nums">{s.count.toLocaleString("en-US")}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CampaignRecipientsTable
        rows={props.deliveries}
        page={props.page}
        perPage={props.perPage}
        total={c.recipientsCount}
        pageHref={props.pageHref}
        timeZone={timeZone}
      />
    </div>
  );
}
