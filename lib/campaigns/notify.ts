import "server-only";
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db";
import { memberships } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { notify, type Recipients } from "@/lib/notifications/notify";

type EndedCampaign = {
  id: string;
  workspaceId: string;
  createdByUserId: string | null;
  name: string;
  status: string;
  sentCount: number;
  failedCount: number;
};

/** Who paused, resumed or cancelled a campaign. */
export type CampaignActor = { userId: string; name: string };

const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`;

/** The campaign's creator while they are in its workspace, else its owners: someone always hears how it ended. */
async function creatorOrOwners(executor: Executor, campaign: EndedCampaign): Promise<Recipients> {
  if (!campaign.createdByUserId) return "owners";
  const [member] = await executor
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.workspaceId, campaign.workspaceId),
        eq(memberships.userId, campaign.createdByUserId),
      ),
    );
  return member ? { userId: member.userId } : "owners";
}

/** Tells the campaign's creator (or owners) it ended, and records the sending in the workspace's activity. */
export async function tellCampaignFinished(executor: Executor, campaign: EndedCampaign): Promise<void> {
  const href = `/campaigns?campaign=${campaign.id}`;
  await logActivity(
    {
      workspaceId: campaign.workspaceId,
      userId: campaign.createdByUserId,
      action: "campaign.sent",
      subject: campaign.name,
      href,
    },
    executor,
  );
  const failed = campaign.failedCount ? `, ${plural(campaign.failedCount, "delivery")} failed` : "";
  await notify(
    {
      workspaceId: campaign.workspaceId,
      to: await creatorOrOwners(executor, campaign),
      category: "campaigns",
      title:
        campaign.status === "failed"
          ? `Campaign failed: ${campaign.name}`
          : `Campaign finished: ${campaign.name}`,
      body: `${plural(campaign.sentCount, "email")} sent${failed}.`,
      href,
    },
    executor,
  );
}

/**
 * Tells the campaign's creator that someone else paused it (nothing more is sent until it is resumed);
 * a creator who paused it themselves is not told what they just did.
 */
export async function tellCampaignPaused(
  executor: Executor,
  campaign: EndedCampaign,
  pausedBy: CampaignActor,
): Promise<void> {
  if (!campaign.createdByUserId || campaign.createdByUserId === pausedBy.userId) return;
  await notify(
    {
      workspaceId: campaign.workspaceId,
      to: { userId: campaign.createdByUserId },
      category: "campaigns",
      title: `Campaign paused: ${campaign.name}`,
      body: `Paused by ${pausedBy.name}. ${plural(campaign.sentCount, "email")} sent so far. Resume it to send the rest.`,
      href: `/campaigns?campaign=${campaign.id}`,
    },
    executor,
  );
}

/**
 * Records a change to a campaign before it started in the workspace's activity, and tells its creator when
 * someone else made it (`change` says how, as a clause after the changer's name): its emails go out under
 * the creator's name and replies come to them, so they hear of a new message or time. A creator who
 * changed it themselves is not told.
 */
export async function tellCampaignChanged(
  executor: Executor,
  campaign: Pick<EndedCampaign, "id" | "workspaceId" | "createdByUserId" | "name">,
  changedBy: CampaignActor,
  change: string,
): Promise<void> {
  await logActivity(
    {
      workspaceId: campaign.workspaceId,
      userId: changedBy.userId,
      action: "campaign.changed",
      subject: campaign.name,
      href: `/campaigns?campaign=${campaign.id}`,
    },
    executor,
  );
  if (!campaign.createdByUserId || campaign.createdByUserId === changedBy.userId) return;
  await notify(
    {
      workspaceId: campaign.workspaceId,
      to: { userId: campaign.createdByUserId },
      category: "campaigns",
      title: `Campaign changed: ${campaign.name}`,
      body: `${changedBy.name} ${change}.`,
      href: `/campaigns?campaign=${campaign.id}`,
    },
    executor,
  );
}
