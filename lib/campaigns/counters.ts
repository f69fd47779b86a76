import type { DeliveryEventKind } from "@/db/schema";

/**
 * Where each event kind is counted: a column of the campaign (its totals) and one of its daily row (the
 * charts). Both move in the statement that records the event, once per delivery and kind.
 */
export const eventCounters: Record<DeliveryEventKind, { campaign: string; daily: string }> = {
  delivered: { campaign: "delivered_count", daily: "delivered" },
  opened: { campaign: "opens_count", daily: "opened" },
  clicked: { campaign: "clicks_count", daily: "clicked" },
  bounced: { campaign: "bounces_count", daily: "bounced" },
  complained: { campaign: "complaints_count", daily: "complained" },
  unsubscribed: { campaign: "unsubscribes_count", daily: "unsubscribed" },
  replied: { campaign: "replies_count", daily: "replied" },
};

/** Engagement means the message arrived: it counts as delivered even when that event is late or lost. */
export const impliesDelivered: ReadonlySet<DeliveryEventKind> = new Set([
  "opened",
  "clicked",
  "complained",
  "unsubscribed",
  "replied",
]);
