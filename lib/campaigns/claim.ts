import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import type { PaceRule } from "./pace";
import { rowsOf } from "./rows";

/** A delivery handed to this worker, with what its message needs. */
export type ClaimedDelivery = {
  id: string;
  address: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
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

export function claimToken(): string {
  return randomUUID();
}

type ClaimRow = ClaimedDelivery & {
  due_count: number;
  wanted: number;
  batch_key: string | null;
  pace_wait: boolean;
  next_send_at: string | Date | null;
  tomorrow: string | Date;
};

const recipientColumns = sql`d.id, d.address, coalesce(l.name, '') as name, l.first_name as "firstName",
  l.last_name as "lastName", l.title, l.company, l.email, l.phone, l.headline, l.location, l.data`;

/**
 * Claims the campaign's next due deliveries in one statement: locks them (SKIP LOCKED, so workers take
 * different ones), skips those whose address was suppressed since expansion, reserves the rest from the
 * identity's pace and day, and stamps what was granted `sending` with this claim and the batch's
 * idempotency key, all before anything is handed to the provider.
 *
 * Pace: the identity's next send time is taken only when due, then pushed one delay ahead of now (so
 * downtime never turns into a burst), and a delay means one message at a time. The day (in the campaign's
 * time zone) is one conditional upsert that never passes the limit, however many workers reserve at once.
 * The batch key hashes the granted ids (sorted bytewise): the same deliveries always make the same key.
 * `at` is the instant the pace and the day are judged at: the database's clock unless given (a test
 * simulates days with it; leases always use the real clock).
 */
export async function claimDueDeliveries(
  campaignId: string,
  rule: PaceRule,
  batchSize: number,
  at?: Date,
): Promise<ClaimResult> {
  const db = await getDb();
  const token = claimToken();
  const { identityId, delaySeconds, dailyLimit, timeZone } = rule;
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const rows = rowsOf<ClaimRow>(
    await db.execute(sql`
      with due as materialized (
        select d.id, d.position,
          exists (select 1 from suppressions s where s.workspace_id = d.workspace_id and s.address = d.address) as suppressed
        from campaign_deliveries d
        where d.campaign_id = ${campaignId} and d.status = 'queued'
          and exists (select 1 from campaigns c where c.id = d.campaign_id and c.status = 'sending')
        order by d.position
        limit ${batchSize}
        for update of d skip locked),
      skipped as (
        update campaign_deliveries set status = 'skipped', skip_reason = 'suppressed'
        where id in (select id from due where suppressed)
        returning id),
      wanted as (
        select (case when ${delaySeconds} > 0 then least(count(*), 1) else count(*) end)::int as n
        from due where not suppressed),
      paced as (
        update sending_identities set next_send_at = ${now} + make_interval(secs => ${delaySeconds})
        where id = ${identityId} and ${delaySeconds} > 0 and next_send_at <= ${now} and (select n from wanted) > 0
        returning id),
      granted as (
        insert into sending_identity_days as s (identity_id, day, sent, last_grant)
        select ${identityId}::uuid, (${now} at time zone ${timeZone})::date, least(n, ${dailyLimit}), least(n, ${dailyLimit})
        from wanted
        where n > 0 and ${dailyLimit} > 0 and (${delaySeconds} = 0 or exists (select 1 from paced))
        on conflict (identity_id, day) do update set
          sent = s.sent + least(excluded.last_grant, ${dailyLimit} - s.sent),
          last_grant = least(excluded.last_grant, ${dailyLimit} - s.sent)
        where s.sent < ${dailyLimit}
        returning last_grant),
      picked as (
        select id, position from due where not suppressed order by position
        limit (select coalesce(max(last_grant), 0) from granted)),
      keyed as (
        select 'campaign/' || left(encode(sha256(convert_to(
          string_agg(id::text, ',' order by id::text collate "C"), 'UTF8')), 'hex'), 48) as batch_key
        from picked),
      claimed as (
        update campaign_deliveries set status = 'sending', claimed_by = ${token}, heartbeat_at = now(),
          attempts = attempts + 1, batch_key = (select batch_key from keyed), first_attempt_at = now()
        where id in (select id from picked)
        returning id, address, lead_id, position),
      counted_skips as (
        update campaigns set
          skipped_count = skipped_count + (select count(*) from skipped),
          queued_count = queued_count - (select count(*) from skipped),
          waiting_reason = case when exists (select 1 from picked) then null else waiting_reason end,
          updated_at = case when exists (select 1 from skipped) then now() else updated_at end
        where id = ${campaignId}
          and (exists (select 1 from skipped) or (waiting_reason is not null and exists (select 1 from picked)))
        returning id),
      outcome as (
        select (select count(*) from due)::int as due_count, (select n from wanted) as wanted,
          (select batch_key from keyed) as batch_key,
          ${delaySeconds} > 0 and not exists (select 1 from paced) as pace_wait,
          (select next_send_at from sending_identities where id = ${identityId}) as next_send_at,
          ((date_trunc('day', ${now} at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone}) as tomorrow)
      select o.*, ${recipientColumns}
      from outcome o
      left join (claimed d left join leads l on l.id = d.lead_id) on true
      order by d.position`),
  );
  const [first] = rows;
  if (!first || first.due_count === 0) return { kind: "idle" };
  if (first.wanted === 0) return { kind: "claimed", batch: { token: "", batchKey: "", deliveries: [] } };
  if (!first.batch_key) {
    return first.pace_wait
      ? { kind: "wait", until: new Date(first.next_send_at ?? Date.now()), reason: "pace" }
      : { kind: "wait", until: new Date(first.tomorrow), reason: "daily_limit" };
  }
  const deliveries = rows.map(
    ({ due_count: _d, wanted: _w, batch_key: _k, pace_wait: _p, next_send_at: _n, tomorrow: _t, ...d }) => d,
  );
  return { kind: "claimed", batch: { token, batchKey: first.batch_key, deliveries } };
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
