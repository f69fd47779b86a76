import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { campaigns, campaignSteps, sendingIdentities, workspaces, type Campaign } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { senderAddress } from "./message";
import { type CampaignActor, tellCampaignPaused } from "./notify";
import { reachesAnyone } from "./reach";
import { refuseChange } from "./refuse-change";
import { requireTargetList } from "./target-list";
import { rowsOf } from "./rows";
import { campaignMessages, isPast, type CreateCampaignInput } from "./validations";

/** Creates a campaign with its step, sending now or scheduled; the caller wakes it (`wakeCampaign`) after. */
export async function createCampaign({
  workspaceId,
  userId,
  input,
}: {
  workspaceId: string;
  userId: string;
  input: CreateCampaignInput;
}): Promise<Campaign> {
  // The schema refuses it too; a caller that skipped the schema must not turn a past time into "now".
  if (input.scheduleType === "later" && (!input.scheduledFor || isPast(input.scheduledFor))) {
    throw new AppError("bad_request", campaignMessages.dateInPast);
  }
  const db = await getDb();
  if (input.creationKey) {
    const earlier = await campaignCreatedWith(db, workspaceId, input.creationKey);
    if (earlier) return earlier;
  }
  return db.transaction(async (tx) => {
    if (input.listId) await requireTargetList(tx, workspaceId, input.listId);
    const reachable = await reachesAnyone(tx, {
      workspaceId,
      listId: input.listId,
      leadIds: input.listId ? null : input.leadIds,
      excludeRisky: input.excludeRisky,
    });
    if (!reachable) throw new AppError("bad_request", campaignMessages.nobodyToReach);
    const [workspace] = await tx
      .select({ timezone: workspaces.timezone })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    await tx
      .insert(sendingIdentities)
      .values({ workspaceId, channel: input.channel, address: senderAddress() })
      .onConflictDoNothing();
    const [identity] = await tx
      .select({ id: sendingIdentities.id })
      .from(sendingIdentities)
      .where(
        and(
          eq(sendingIdentities.workspaceId, workspaceId),
          eq(sendingIdentities.channel, input.channel),
          eq(sendingIdentities.address, senderAddress()),
        ),
      );
    const later =
      input.scheduleType === "later" && input.scheduledFor && input.scheduledFor.getTime() > Date.now();
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        workspaceId,
        createdByUserId: userId,
        name: input.name,
        listId: input.listId ?? null,
        leadIds: input.listId ? null : (input.leadIds ?? []),
        status: later ? "scheduled" : "sending",
        scheduledFor: later ? input.scheduledFor : null,
        startedAt: later ? null : new Date(),
        timeZone: workspace?.timezone ?? "UTC",
        delaySeconds: input.delayMinutes * 60,
        dailyLimit: input.dailyLimit,
        excludeRisky: input.excludeRisky,
        senderIdentityId: identity?.id ?? null,
        creationKey: input.creationKey ?? null,
      })
      .onConflictDoNothing({
        target: [campaigns.workspaceId, campaigns.creationKey],
        where: sql`${campaigns.creationKey} is not null`,
      })
      .returning();
    // The same key committed by a concurrent request while this one was checking: that campaign is the one.
    if (!campaign) return (await campaignCreatedWith(tx, workspaceId, input.creationKey!))!;
    await tx
      .insert(campaignSteps)
      .values({ campaignId: campaign.id, channel: input.channel, subject: input.subject, body: input.body });
    return campaign;
  });
}

async function campaignCreatedWith(
  executor: Executor,
  workspaceId: string,
  creationKey: string,
): Promise<Campaign | undefined> {
  const [row] = await executor
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.workspaceId, workspaceId), eq(campaigns.creationKey, creationKey)));
  return row;
}

type Transition = { from: Campaign["status"][]; to: Campaign["status"] };

const transitions = {
  pause: { from: ["sending", "scheduled"], to: "paused" },
  resume: { from: ["paused"], to: "sending" },
  cancel: { from: ["draft", "scheduled", "sending", "paused"], to: "cancelled" },
} satisfies Record<string, Transition>;

export type CampaignAction = keyof typeof transitions;

/**
 * Pauses, resumes or cancels a campaign of this workspace (another workspace's is not found). A pause stops
 * new claims (a batch already handed to the provider completes); cancelling skips what was still queued.
 */
export async function changeCampaignStatus({
  workspaceId,
  campaignId,
  action,
  actor,
}: {
  workspaceId: string;
  campaignId: string;
  action: CampaignAction;
  /** The signed-in user who asked. */
  actor: CampaignActor;
}): Promise<Campaign> {
  const db = await getDb();
  const { from, to } = transitions[action];
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(campaigns)
      .set({
        status: to,
        waitingReason: null,
        updatedAt: new Date(),
        // A campaign paused before its time resumes as scheduled; one whose time has passed sends at once.
        ...(to === "sending"
          ? {
              status: sql`case when ${campaigns.startedAt} is null and ${campaigns.scheduledFor} > now() then 'scheduled' else 'sending' end`,
              startedAt: sql`case when ${campaigns.startedAt} is null and ${campaigns.scheduledFor} > now() then null else coalesce(${campaigns.startedAt}, now()) end`,
            }
          : {}),
      })
      .where(
        and(
          eq(campaigns.id, campaignId),
          eq(campaigns.workspaceId, workspaceId),
          inArray(campaigns.status, from),
        ),
      )
      .returning();
    if (!changed) {
      return refuseChange(
        tx,
        { workspaceId, campaignId },
        (status) =>
          `A ${status.replace("_", " ")} campaign cannot be ${action === "cancel" ? "cancelled" : `${action}d`}.`,
      );
    }
    if (to === "paused") await tellCampaignPaused(tx, changed, actor);
    if (to !== "cancelled") return changed;
    const [counted] = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with skipped as (
          update campaign_deliveries set status = 'skipped', skip_reason = 'cancelled'
          where campaign_id = ${campaignId} and status = 'queued' returning id)
        update campaigns set skipped_count = skipped_count + (select count(*) from skipped),
          queued_count = queued_count - (select count(*) from skipped), finished_at = now()
        where id = ${campaignId} returning skipped_count as n`),
    );
    return { ...changed, skippedCount: Number(counted?.n ?? changed.skippedCount) };
  });
}

/** Scheduled campaigns whose time has come start sending (a campaign scheduled in the past starts now). */
export async function startDueCampaigns(): Promise<string[]> {
  const db = await getDb();
  const started = await db
    .update(campaigns)
    .set({ status: "sending", startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(campaigns.status, "scheduled"), sql`${campaigns.scheduledFor} <= now()`))
    .returning({ id: campaigns.id });
  return started.map((c) => c.id);
}

export async function sendingCampaignIds(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.status, "sending"))
    .limit(1000);
  return rows.map((r) => r.id);
}
