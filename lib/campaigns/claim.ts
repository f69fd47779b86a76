import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { reserveSends, type PaceRule } from "./pace";
import { rowsOf } from "./rows";

/** A delivery handed to this worker, with what its message needs. */
export type ClaimedDelivery = {
  id: string;
  address: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  headline: string | null;
  location: string | null;
  data: Record<string, unknown> | null;
};

export type ClaimedBatch = { token: string; batchKey: string; deliveries: ClaimedDelivery[] };

export type ClaimResult =
  | { kind: "claimed"; batch: ClaimedBatch }
  | { kind: "idle" }
  | { kind: "wait"; until: Date; reason: "pace" | "daily_limit" };

/** One key per batch, from its delivery ids: the same deliveries always make the same key. */
export function batchKey(ids: string[]): string {
  return `campaign/${createHash("sha256")
    .update([...ids].sort().join(","))
    .digest("hex")
    .slice(0, 48)}`;
}

export function claimToken(): string {
  return randomUUID();
}

const recipientColumns = sql`d.id, d.address, coalesce(l.name, '') as name, l.company, l.email, l.phone, l.headline, l.location, l.data`;

/**
 * Claims the campaign's next due deliveries in one transaction: locks them (SKIP LOCKED, so workers
 * take different ones), reserves that many sends from the identity's pace and day, skips those whose
 * address was suppressed since expansion, and stamps the rest `sending` with this claim and the batch's
 * idempotency key, all before anything is handed to the provider.
 */
export async function claimDueDeliveries(
  campaignId: string,
  rule: PaceRule,
  batchSize: number,
): Promise<ClaimResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: string; suppressed: boolean }>(
      await tx.execute(sql`
        select d.id, exists (select 1 from suppressions s where s.workspace_id = d.workspace_id and s.address = d.address) as suppressed
        from campaign_deliveries d
        where d.campaign_id = ${campaignId} and d.status = 'queued'
          and exists (select 1 from campaigns c where c.id = d.campaign_id and c.status = 'sending')
        order by d.position
        limit ${batchSize}
        for update of d skip locked`),
    );
    if (due.length === 0) return { kind: "idle" } as const;

    const suppressed = due.filter((d) => d.suppressed).map((d) => d.id);
    if (suppressed.length > 0) {
      await tx.execute(sql`
        with skipped as (
          update campaign_deliveries set status = 'skipped', skip_reason = 'suppressed'
          where id = any(${`{${suppressed.join(",")}}`}::uuid[]) returning id)
        update campaigns set skipped_count = skipped_count + (select count(*) from skipped),
          queued_count = queued_count - (select count(*) from skipped), updated_at = now()
        where id = ${campaignId}`);
    }
    const sendable = due.filter((d) => !d.suppressed);
    if (sendable.length === 0)
      return { kind: "claimed", batch: { token: "", batchKey: "", deliveries: [] } } as const;

    const reservation = await reserveSends(tx, rule, sendable.length);
    if (reservation.granted === 0 && "waitUntil" in reservation) {
      return { kind: "wait", until: reservation.waitUntil, reason: reservation.reason } as const;
    }
    const ids = sendable.slice(0, reservation.granted).map((d) => d.id);
    const token = claimToken();
    const key = batchKey(ids);
    const deliveries = rowsOf<ClaimedDelivery>(
      await tx.execute(sql`
        with claimed as (
          update campaign_deliveries set status = 'sending', claimed_by = ${token}, heartbeat_at = now(),
            attempts = attempts + 1, batch_key = ${key}, first_attempt_at = now()
          where id = any(${`{${ids.join(",")}}`}::uuid[])
          returning id, address, lead_id, position)
        select ${recipientColumns}
        from claimed d left join leads l on l.id = d.lead_id
        order by d.position`),
    );
    await tx.execute(
      sql`update campaigns set waiting_reason = null where id = ${campaignId} and waiting_reason is not null`,
    );
    return { kind: "claimed", batch: { token, batchKey: key, deliveries } } as const;
  });
}

export type StaleBatch = ClaimedBatch & { firstAttemptAt: Date };

/**
 * Takes over one batch whose worker died between the claim and the outcome (its lease expired): the
 * same deliveries under the same key, so sending it again reaches nobody twice.
 */
export async function claimStaleBatch(
  campaignId: string,
  leaseSeconds: number,
): Promise<StaleBatch | undefined> {
  const db = await getDb();
  const [stale] = rowsOf<{ batch_key: string }>(
    await db.execute(sql`
      select batch_key from campaign_deliveries
      where campaign_id = ${campaignId} and status = 'sending'
        and heartbeat_at < now() - make_interval(secs => ${leaseSeconds})
      limit 1`),
  );
  if (!stale) return undefined;
  const token = claimToken();
  const deliveries = await db.transaction(async (tx) => {
    // One taker per batch: two workers splitting it would send part of it under the whole batch's key.
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtextextended(${stale.batch_key}, 0)) as locked`,
      ),
    );
    if (!lock?.locked) return [];
    return rowsOf<ClaimedDelivery & { first_attempt_at: string | Date }>(
      await tx.execute(sql`
        with claimed as (
          update campaign_deliveries set claimed_by = ${token}, heartbeat_at = now(), attempts = attempts + 1
          where batch_key = ${stale.batch_key} and campaign_id = ${campaignId} and status = 'sending'
            and heartbeat_at < now() - make_interval(secs => ${leaseSeconds})
          returning id, address, lead_id, position, first_attempt_at)
        select ${recipientColumns}, d.first_attempt_at
        from claimed d left join leads l on l.id = d.lead_id
        order by d.position`),
    );
  });
  if (deliveries.length === 0) return undefined;
  const firstAttemptAt = new Date(Math.min(...deliveries.map((d) => new Date(d.first_attempt_at).getTime())));
  return {
    token,
    batchKey: stale.batch_key,
    deliveries: deliveries.map(({ first_attempt_at: _f, ...d }) => d),
    firstAttemptAt,
  };
}
