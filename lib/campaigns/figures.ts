import type { CampaignStatus } from "@/db/schema/campaigns";

export type { DeliverySkipReason } from "@/db/schema/campaigns";

/** The screen's tabs: which statuses each one lists (All lists every campaign). */
export const campaignTabStatuses = {
  sent: ["sending", "sent", "partially_failed", "failed"],
  scheduled: ["scheduled"],
} as const satisfies Record<string, readonly CampaignStatus[]>;
export type CampaignTab = "all" | keyof typeof campaignTabStatuses;

/** A share as a whole percent (0 when there is nothing to divide by). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

type Counters = {
  recipientsCount: number;
  sentCount: number;
  failedCount: number;
  skippedCount: number;
  unknownCount: number;
  queuedCount: number;
  deliveredCount: number;
  opensCount: number;
  clicksCount: number;
  repliesCount: number;
  bouncesCount: number;
  complaintsCount: number;
  unsubscribesCount: number;
};

/**
 * A campaign's figures as the detail shows them, from its counters: opens and replies as shares of the
 * messages sent, clicks as the click-through of opens, delivery as the share of recipients sent to, and
 * `deliveredRate` as the share of sent messages the provider reported delivered.
 */
export function campaignFigures(c: Counters) {
  return {
    recipients: c.recipientsCount,
    sent: c.sentCount,
    failed: c.failedCount,
    skipped: c.skippedCount,
    unknown: c.unknownCount,
    queued: c.queuedCount,
    delivered: c.deliveredCount,
    opens: c.opensCount,
    clicks: c.clicksCount,
    replies: c.repliesCount,
    bounces: c.bouncesCount,
    complaints: c.complaintsCount,
    unsubscribes: c.unsubscribesCount,
    openRate: percent(c.opensCount, c.sentCount),
    clickThroughRate: percent(c.clicksCount, c.opensCount),
    replyRate: percent(c.repliesCount, c.sentCount),
    deliveryRate: percent(c.sentCount, c.recipientsCount),
    deliveredRate: percent(c.deliveredCount, c.sentCount),
  };
}
