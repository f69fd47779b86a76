import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { deliveryEventKinds, type DeliveryEventKind, type suppressionReasons } from "@/db/schema";
import { eventCounters, impliesDelivered } from "./counters";
import { rowsOf } from "./rows";

// Which event a delivery's "last event" shows when several arrived, whatever order they came in.
const precedence: DeliveryEventKind[] = [
  "delivered",
  "opened",
  "clicked",
  "replied",
  "unsubscribed",
  "bounced",
  "complained",
];
const precedenceArray = sql.raw(`array[${precedence.map((k) => `'${k}'`).join(",")}]::text[]`);

export type DeliveryRef = { id: string; workspaceId: string; campaignId: string; address: string | null };

/**
 * Records one event of a delivery, once per delivery and kind (a repeat changes nothing; an engagement
 * also records `delivered`), and in the same statement moves the campaign's counters and its daily row
 * by what was new. The delivery's last event moves by precedence, an event that says never again puts
 * the address on the workspace's suppression list, and a reply stops the recipient's later steps.
 * Returns whether the event was new.
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
  const kinds = impliesDelivered.has(event.kind) ? [event.kind, "delivered"] : [event.kind];
  const at = event.occurredAt.toISOString();
  const campaignCounters = sql.join(
    deliveryEventKinds.map((kind) => {
      const column = sql.identifier(eventCounters[kind].campaign);
      return sql`${column} = ${column} + (select count(*) from ins where kind = ${kind})::int`;
    }),
    sql`, `,
  );
  const dailyColumns = deliveryEventKinds.map((kind) => sql.identifier(eventCounters[kind].daily));
  const dailyCounts = deliveryEventKinds.map(
    (kind) => sql`(select count(*) from ins where kind = ${kind})::int`,
  );
  const [row] = rowsOf<{ new_kinds: string[] | null }>(
    await tx.execute(sql`
      with ins as (
        insert into delivery_events (workspace_id, campaign_id, delivery_id, kind, occurred_at, detail)
        select ${delivery.workspaceId}, ${delivery.campaignId}, ${delivery.id}, k, ${at},
               case when k = ${event.kind} then ${event.detail ?? null} end
        from unnest(${`{${kinds.join(",")}}`}::text[]) as k
        on conflict do nothing
        returning kind),
      counted as (
        update campaigns set ${campaignCounters}, updated_at = now()
        where id = ${delivery.campaignId} and workspace_id = ${delivery.workspaceId} and exists (select 1 from ins)
        returning time_zone),
      daily as (
        insert into campaign_daily_stats (workspace_id, campaign_id, day, ${sql.join(dailyColumns, sql`, `)})
        select ${delivery.workspaceId}, ${delivery.campaignId}, (${at}::timestamptz at time zone counted.time_zone)::date,
               ${sql.join(dailyCounts, sql`, `)}
        from counted
        on conflict (campaign_id, day) do update set
          ${sql.join(
            dailyColumns.map((c) => sql`${c} = campaign_daily_stats.${c} + excluded.${c}`),
            sql`, `,
          )})
      select array_agg(kind) as new_kinds from ins`),
  );
  if (event.suppress && delivery.address) {
    await tx.execute(sql`
      insert into suppressions (workspace_id, address, reason, source)
      values (${delivery.workspaceId}, ${delivery.address}, ${event.suppress}, ${`delivery:${delivery.id}`})
      on conflict do nothing`);
  }
  if (!row?.new_kinds?.includes(event.kind)) return false;
  await tx.execute(sql`
    update campaign_deliveries set last_event = ${event.kind}, last_event_at = ${at}
    where id = ${delivery.id} and (last_event is null
      or array_position(${precedenceArray}, ${event.kind}::text) > array_position(${precedenceArray}, last_event::text))`);
  if (event.kind === "replied") await stopLaterSteps(tx, delivery);
  return true;
}

/** A recipient who replied gets none of the campaign's messages still queued for them (a follow-up step). */
async function stopLaterSteps(tx: Executor, delivery: DeliveryRef): Promise<void> {
  await tx.execute(sql`
    with stopped as (
      update campaign_deliveries set status = 'skipped', skip_reason = 'replied'
      where campaign_id = ${delivery.campaignId} and status = 'queued' and id <> ${delivery.id}
        and lead_id = (select lead_id from campaign_deliveries where id = ${delivery.id})
      returning id)
    update campaigns set skipped_count = skipped_count + (select count(*) from stopped)::int,
      queued_count = queued_count - (select count(*) from stopped)::int
    where id = ${delivery.campaignId} and exists (select 1 from stopped)`);
}
