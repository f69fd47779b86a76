import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { logger } from "@/lib/logger";
import { PermanentError, RejectedError } from "@/lib/providers/errors";
import { emailChannel } from "./channels/email";
import type { CampaignChannelAdapter } from "./channels/types";
import { claimDueDeliveries, claimStaleBatch, type ClaimedBatch, type ClaimResult } from "./claim";
import { expandCampaign } from "./expand";
import { buildMessage, type CampaignSender } from "./message";
import { failCampaign, finishIfDone, fromChannel, recordOutcomes } from "./outcomes";
import { type PaceRule, waitNote } from "./pace";
import { rowsOf } from "./rows";
import { signatureOf } from "./sender-signature";
import { LIST_DELETED_REASON } from "./waiting-on-list";

/** A claim older than this belongs to a dead worker; its batch is taken over and sent again under its key. */
export const DELIVERY_LEASE_SECONDS = 300;
/** After a provider outage outlasted the client's retries, the batch is tried again this much later. */
const OUTAGE_RETRY_SECONDS = 60;
/** Batches a dead worker left are looked for at the start, when the queue looks empty, and this often. */
const STALE_CHECK_MS = 5_000;

export type DispatchOptions = {
  channel?: CampaignChannelAdapter;
  /** Stop claiming after this long (a job or cron call has a time budget). */
  budgetMs?: number;
  leaseSeconds?: number;
};

export type DispatchReport = { sent: number; done: boolean; wakeAt?: Date };

type Plan = {
  campaign: { id: string; subject: string; body: string };
  sender: CampaignSender;
  rule: PaceRule;
  expanded: boolean;
  target: {
    id: string;
    workspaceId: string;
    listId: string | null;
    leadIds: number[] | null;
    excludeRisky: boolean;
  };
  stepId: string;
  /** The list it targets was deleted (or the campaign targets nothing any more). */
  listGone: boolean;
};

async function loadPlan(campaignId: string): Promise<Plan | undefined> {
  const db = await getDb();
  const [row] = rowsOf<{
    id: string;
    workspace_id: string;
    list_id: string | null;
    lead_ids: number[] | null;
    exclude_risky: boolean;
    time_zone: string;
    delay_seconds: number;
    daily_limit: number;
    sender_identity_id: string | null;
    expanded_at: string | null;
    step_id: string;
    subject: string;
    body: string;
    user_name: string | null;
    user_email: string | null;
    list_gone: boolean;
  }>(
    await db.execute(sql`
      select c.id, c.workspace_id, c.list_id, c.lead_ids, c.exclude_risky, c.time_zone, c.delay_seconds, c.daily_limit,
             c.sender_identity_id, c.expanded_at, s.id as step_id, s.subject, s.body, u.name as user_name, u.email as user_email,
             (c.lead_ids is null and not exists (
               select 1 from lead_lists ll where ll.id = c.list_id and ll.deleted_at is null)) as list_gone
      from campaigns c
      join campaign_steps s on s.campaign_id = c.id and s.position = 0
      -- The creator while they are a member; once they have left (or were removed) the owner, so that
      -- replies never go to someone outside the workspace.
      left join lateral (
        select mu.name, mu.email from memberships m join users mu on mu.id = m.user_id
        where m.workspace_id = c.workspace_id and (m.user_id = c.created_by_user_id or m.role = 'owner')
        order by m.user_id = c.created_by_user_id desc
        limit 1) u on true
      where c.id = ${campaignId} and c.status = 'sending'`),
  );
  if (!row?.sender_identity_id) return undefined;
  return {
    campaign: { id: row.id, subject: row.subject, body: row.body },
    sender: { name: row.user_name, replyTo: row.user_email, signature: await signatureOf(row.workspace_id) },
    rule: {
      identityId: row.sender_identity_id,
      delaySeconds: Number(row.delay_seconds),
      dailyLimit: Number(row.daily_limit),
      timeZone: row.time_zone,
    },
    expanded: Boolean(row.expanded_at),
    target: {
      id: row.id,
      workspaceId: row.workspace_id,
      listId: row.list_id,
      leadIds: row.lead_ids,
      excludeRisky: row.exclude_risky,
    },
    stepId: row.step_id,
    listGone: Boolean(row.list_gone),
  };
}

/** Gives a batch whose provider call failed for now back to the sweep of stale batches, after a pause. */
async function deferBatch(campaignId: string, token: string, leaseSeconds: number): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    update campaign_deliveries set heartbeat_at = now() - make_interval(secs => ${Math.max(leaseSeconds - OUTAGE_RETRY_SECONDS, 0)})
    where campaign_id = ${campaignId} and claimed_by = ${token} and status = 'sending'`);
}

/** Sends one claimed batch and records every outcome; false when the outcome must wait (a provider outage). */
async function sendBatch(
  plan: Plan,
  batch: ClaimedBatch,
  channel: CampaignChannelAdapter,
  leaseSeconds: number,
): Promise<number | false> {
  const messages = batch.deliveries.map((d) => buildMessage(plan.campaign, plan.sender, d));
  try {
    const outcomes = await channel.send(messages, batch.batchKey);
    return recordOutcomes(plan.campaign.id, batch.token, fromChannel(outcomes));
  } catch (error) {
    if (error instanceof RejectedError && error.code === "invalid_idempotent_request") {
      // The key was used before with other content (the recipient's record changed meanwhile): the first
      // request may have been sent, so this one must not be, and its outcome cannot be known.
      const reason = "Sent earlier with different content; the outcome is unknown and it was not resent.";
      await recordOutcomes(
        plan.campaign.id,
        batch.token,
        batch.deliveries.map((d) => ({ deliveryId: d.id, status: "unknown", reason })),
      );
      return 0;
    }
    if (error instanceof PermanentError) {
      const reason = error instanceof RejectedError ? error.reason : error.message;
      await recordOutcomes(
        plan.campaign.id,
        batch.token,
        batch.deliveries.map((d) => ({ deliveryId: d.id, status: "failed", reason })),
      );
      return 0;
    }
    logger.warn("campaigns", `batch ${batch.batchKey} of ${plan.campaign.id} deferred: ${String(error)}`);
    await deferBatch(plan.campaign.id, batch.token, leaseSeconds);
    return false;
  }
}

async function noteWait(campaignId: string, reason: string): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`update campaigns set waiting_reason = ${reason} where id = ${campaignId} and status = 'sending'`,
  );
}

/**
 * Works one sending campaign for up to `budgetMs`: expands it if it is not yet, takes over batches a dead
 * worker left (resent under the same key, or marked unknown past the provider's key window), then claims
 * and sends due deliveries within the identity's pace and day. Says when to wake it again.
 */
export async function dispatchCampaign(
  campaignId: string,
  options: DispatchOptions = {},
): Promise<DispatchReport> {
  const channel = options.channel ?? emailChannel();
  const leaseSeconds = options.leaseSeconds ?? DELIVERY_LEASE_SECONDS;
  const deadline = Date.now() + (options.budgetMs ?? 45_000);
  const plan = await loadPlan(campaignId);
  if (!plan) return { sent: 0, done: true };
  if (!plan.expanded && plan.listGone) {
    await failCampaign(campaignId, LIST_DELETED_REASON);
    return { sent: 0, done: true };
  }
  // Sending starts with the first expanded batch; the campaign cannot end before expansion marks it expanded.
  let expansion = plan.expanded ? undefined : expandCampaign(plan.target, plan.stepId);
  // Awaited below (rethrowing); this only keeps a failure from being reported unhandled meanwhile.
  expansion?.catch(() => undefined);

  let sent = 0;
  let staleCheckedAt = -Infinity;
  let staleCheckedSinceSend = false;
  // The next batch is claimed while the current one is at the provider; a claimed batch is always sent
  // (or deferred), so the budget is passed by at most one batch.
  let ahead: Promise<ClaimResult> | undefined;
  const claimNext = () => claimDueDeliveries(campaignId, plan.rule, channel.capabilities.batchSize);
  try {
    while (ahead || Date.now() < deadline) {
      if (!ahead && Date.now() - staleCheckedAt >= STALE_CHECK_MS) {
        staleCheckedAt = Date.now();
        staleCheckedSinceSend = true;
        const stale = await claimStaleBatch(campaignId, leaseSeconds);
        if (stale) {
          const age = (Date.now() - stale.firstAttemptAt.getTime()) / 1000;
          if (age >= channel.capabilities.idempotencyWindowSeconds) {
            const reason =
              "The provider's answer was lost and its idempotency window has passed; not resent.";
            await recordOutcomes(
              campaignId,
              stale.token,
              stale.deliveries.map((d) => ({ deliveryId: d.id, status: "unknown", reason })),
            );
            staleCheckedAt = -Infinity;
            continue;
          }
          const done = await sendBatch(plan, stale, channel, leaseSeconds);
          if (done === false) return outage(sent);
          sent += done;
          staleCheckedAt = -Infinity;
          continue;
        }
      }

      const claim = await (ahead ?? claimNext());
      ahead = undefined;
      if (claim.kind === "wait") {
        await noteWait(campaignId, waitNote(claim.reason, claim.until, plan.rule));
        return { sent, done: false, wakeAt: claim.until };
      }
      if (claim.kind === "idle") {
        // Nothing queued: a batch a dead worker left is the only work there can be, so look once more.
        if (expansion) {
          await expansion;
          expansion = undefined;
          continue;
        }
        if (!staleCheckedSinceSend) {
          staleCheckedAt = -Infinity;
          continue;
        }
        return idle(campaignId, sent, leaseSeconds);
      }
      if (claim.batch.deliveries.length === 0) continue;
      staleCheckedSinceSend = false;
      if (Date.now() < deadline) ahead = claimNext();
      const done = await sendBatch(plan, claim.batch, channel, leaseSeconds);
      if (done === false) return outage(sent);
      sent += done;
    }
    return { sent, done: false, wakeAt: new Date() };
  } finally {
    if (ahead) await deferAhead(campaignId, ahead, leaseSeconds);
    await expansion;
  }
}

const outage = (sent: number): DispatchReport => ({
  sent,
  done: false,
  wakeAt: new Date(Date.now() + OUTAGE_RETRY_SECONDS * 1000),
});

/** Nothing left to claim: ends the campaign when nothing is in flight, else wakes it when a lease expires. */
async function idle(campaignId: string, sent: number, leaseSeconds: number): Promise<DispatchReport> {
  const db = await getDb();
  await finishIfDone(db, campaignId);
  const [inFlight] = rowsOf<{ at: string | Date | null }>(
    await db.execute(
      sql`select min(heartbeat_at) as at from campaign_deliveries where campaign_id = ${campaignId} and status = 'sending'`,
    ),
  );
  if (!inFlight?.at) return { sent, done: true };
  return { sent, done: false, wakeAt: new Date(new Date(inFlight.at).getTime() + leaseSeconds * 1000) };
}

/** A batch claimed ahead but not sent (an outage or an error stopped the loop) goes to the stale sweep. */
async function deferAhead(
  campaignId: string,
  ahead: Promise<ClaimResult>,
  leaseSeconds: number,
): Promise<void> {
  try {
    const claim = await ahead;
    if (claim.kind === "claimed" && claim.batch.deliveries.length > 0)
      await deferBatch(campaignId, claim.batch.token, leaseSeconds);
  } catch (error) {
    logger.warn(
      "campaigns",
      `a batch claimed ahead for ${campaignId} could not be deferred: ${String(error)}`,
    );
  }
}
