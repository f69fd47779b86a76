import type { BadgeTone } from "@/components/ui/badge";
import { type DeliverySkipReason, percent } from "@/lib/campaigns/figures";

export const statusLabels = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  paused: "Paused",
  sent: "Sent",
  partially_failed: "Partially failed",
  failed: "Failed",
  cancelled: "Cancelled",
} as const;
export type CampaignStatusName = keyof typeof statusLabels;

export const statusTones: Record<CampaignStatusName, BadgeTone> = {
  draft: "gray",
  scheduled: "blue",
  sending: "indigo",
  paused: "yellow",
  sent: "green",
  partially_failed: "orange",
  failed: "red",
  cancelled: "gray",
};

/** Every reason a delivery is skipped, as the screens name it (reasons arrive from SQL as plain strings). */
export const skipReasonLabels: Record<string, string> = {
  no_address: "No email address",
  invalid_address: "Invalid address",
  duplicate: "Duplicate address",
  suppressed: "Unsubscribed or bounced",
  risky_address: "Risky address excluded",
  cancelled: "Campaign cancelled",
  replied: "Replied",
} satisfies Record<DeliverySkipReason, string>;

/** Sent out of what will be sent (skipped recipients are never sent), for the live progress bar. */
export function sendProgress(c: {
  recipients: number;
  skipped: number;
  sent: number;
  failed: number;
  unknown: number;
}) {
  const total = Math.max(0, c.recipients - c.skipped);
  const done = c.sent + c.failed + c.unknown;
  return { total, done, value: percent(done, total) };
}

/** Whether the screen should keep refreshing: a campaign is sending, or a scheduled one starts within a minute. */
export function hasLiveCampaign(cards: { status: string; scheduledFor: Date | null }[]): boolean {
  const soon = Date.now() + 60_000;
  return cards.some(
    (c) => c.status === "sending" || (c.status === "scheduled" && (c.scheduledFor?.getTime() ?? 0) <= soon),
  );
}
