import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db";
import type { DeliveryEventKind, suppressionReasons } from "@/db/schema";
import { rowsOf } from "./rows";

// Which event a delivery's "last event" shows when several arrived, whatever order they came in.
const rank: Record<DeliveryEventKind, number> = {
  delivered: 1,
  opened: 2,
  clicked: 3,
  unsubscribed: 4,
  bounced: 5,
  complained: 6,
};

const counter: Partial<Record<DeliveryEventKind, string>> = {
  opened: "opens_count",
  clicked: "clicks_count",
  bounced: "bounces_count",
  unsubscribed: "unsubscribes_count",
};

export type DeliveryRef = { id: string; workspaceId: string; campaignId: string; address: string | null };

/**
 * Records one event of a delivery, once per delivery and kind (a repeat changes nothing), moves the
 * campaign's counter and the delivery's last event by precedence, and puts the address on the workspace's
 * suppression list when the event says never again. Returns whether the event was new.
 */
export async function recordDeliveryEvent(
  tx: Executor,
  delivery: DeliveryRef,
  event: {
    kind: DeliveryEventKind;
    occurredAt: Date;
    detail?: string;
    suppress?: (typeof suppressionReasons)[number];
  },
): Promise<boolean> {
  const inserted = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into delivery_events (workspace_id, campaign_id, delivery_id, kind, occurred_at, detail)
      values (${delivery.workspaceId}, ${delivery.campaignId}, ${delivery.id}, ${event.kind}, ${event.occurredAt.toISOString()}, ${event.detail ?? null})
      on conflict do nothing returning id`),
  );
  if (event.suppress && delivery.address) {
    await tx.execute(sql`
      insert into suppressions (workspace_id, address, reason, source)
      values (${delivery.workspaceId}, ${delivery.address}, ${event.suppress}, ${`delivery:${delivery.id}`})
      on conflict do nothing`);
  }
  if (inserted.length === 0) return false;
  const column = counter[event.kind];
  if (column) {
    await tx.execute(sql`
      update campaigns set ${sql.identifier(column)} = ${sql.identifier(column)} + 1, updated_at = now()
      where id = ${delivery.campaignId} and workspace_id = ${delivery.workspaceId}`);
  }
  await tx.execute(sql`
    update campaign_deliveries set last_event = ${event.kind}, last_event_at = ${event.occurredAt.toISOString()}
    where id = ${delivery.id} and (last_event is null or ${rank[event.kind]} >
      case last_event when 'delivered' then 1 when 'opened' then 2 when 'clicked' then 3
        when 'unsubscribed' then 4 when 'bounced' then 5 when 'complained' then 6 end)`);
  return true;
}
