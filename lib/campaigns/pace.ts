import "server-only";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { rowsOf } from "./rows";

export type PaceRule = { identityId: string; delaySeconds: number; dailyLimit: number; timeZone: string };

export type Reservation =
  { granted: number } | { granted: 0; waitUntil: Date; reason: "pace" | "daily_limit" };

/**
 * Reserves up to `wanted` sends for a sending identity, in the caller's transaction: the delay is the
 * identity's next send time (taken only when due, then pushed one delay ahead of now, so downtime never
 * turns into a burst), and the day's count (a day in the campaign's time zone) is one conditional update
 * that never passes the limit, however many workers reserve at once. With a delay, one message at a time.
 */
export async function reserveSends(tx: Executor, rule: PaceRule, wanted: number): Promise<Reservation> {
  const want = rule.delaySeconds > 0 ? Math.min(1, wanted) : wanted;
  if (rule.delaySeconds > 0) {
    const paced = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update sending_identities set next_send_at = now() + make_interval(secs => ${rule.delaySeconds})
        where id = ${rule.identityId} and next_send_at <= now()
        returning id`),
    );
    if (paced.length === 0) {
      const [next] = rowsOf<{ at: string | Date }>(
        await tx.execute(
          sql`select next_send_at as at from sending_identities where id = ${rule.identityId}`,
        ),
      );
      return { granted: 0, waitUntil: new Date(next?.at ?? Date.now()), reason: "pace" };
    }
  }
  const day = sql`(now() at time zone ${rule.timeZone})::date`;
  await tx.execute(sql`
    insert into sending_identity_days (identity_id, day) values (${rule.identityId}, ${day})
    on conflict do nothing`);
  const [grant] = rowsOf<{ granted: number }>(
    await tx.execute(sql`
      update sending_identity_days
      set sent = sent + least(${want}, ${rule.dailyLimit} - sent), last_grant = least(${want}, ${rule.dailyLimit} - sent)
      where identity_id = ${rule.identityId} and day = ${day} and sent < ${rule.dailyLimit}
      returning last_grant as granted`),
  );
  if (grant && Number(grant.granted) > 0) return { granted: Number(grant.granted) };
  const [tomorrow] = rowsOf<{ at: string | Date }>(
    await tx.execute(sql`
      select ((date_trunc('day', now() at time zone ${rule.timeZone}) + interval '1 day') at time zone ${rule.timeZone}) as at`),
  );
  return { granted: 0, waitUntil: new Date(tomorrow?.at ?? Date.now()), reason: "daily_limit" };
}
