import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db";
import { campaigns } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { type CampaignActor, tellCampaignChanged } from "./notify";
import { type MessagePreview, renderPreview } from "./preview";
import { refuseChange } from "./refuse-change";
import { rowsOf } from "./rows";
import { campaignMessageFields } from "./validations";

export const editMessageSchema = z.object({ campaignId: z.uuid(), ...campaignMessageFields });

export const messageSaved = "Message saved.";

export const notStartedOnly = "Only a campaign that has not started sending can be edited.";

/**
 * Rewrites the message of a campaign that has not started (scheduled, or paused before its time). The
 * campaign's row is locked while its step changes, so the minute tick either starts it first (and the edit
 * is refused) or starts it after, with the new message: every recipient gets the same one. Another
 * workspace's campaign is not found. The creator hears of an edit someone else made.
 */
export async function editCampaignMessage({
  workspaceId,
  campaignId,
  subject,
  body,
  actor,
}: z.output<typeof editMessageSchema> & { workspaceId: string; actor: CampaignActor }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [edited] = rowsOf<{ name: string; created_by_user_id: string | null }>(
      await tx.execute(sql`
        with editable as (
          select id, name, created_by_user_id from campaigns
          where id = ${campaignId} and workspace_id = ${workspaceId}
            and status in ('scheduled', 'paused') and started_at is null
          for update
        ), touched as (
          update campaigns c set updated_at = now() from editable where c.id = editable.id
        )
        update campaign_steps s set subject = ${subject}, body = ${body}
        from editable where s.campaign_id = editable.id and s.position = 0
        returning editable.name, editable.created_by_user_id`),
    );
    if (edited) {
      const campaign = {
        id: campaignId,
        workspaceId,
        name: edited.name,
        createdByUserId: edited.created_by_user_id,
      };
      await tellCampaignChanged(tx, campaign, actor, "rewrote its message, which goes out under your name");
      return;
    }
    return refuseChange(tx, { workspaceId, campaignId }, () => notStartedOnly);
  });
}

export const previewEditSchema = z.object({
  campaignId: z.uuid(),
  subject: z.string().max(300).default(""),
  body: z.string().max(50_000).default(""),
});

/** Edit message's live preview: the message being written, for a real recipient of the campaign's leads. */
export async function previewEditedMessage({
  workspaceId,
  campaignId,
  subject,
  body,
}: z.output<typeof previewEditSchema> & { workspaceId: string }): Promise<MessagePreview> {
  const db = await getDb();
  const [campaign] = await db
    .select({ listId: campaigns.listId, leadIds: campaigns.leadIds })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.workspaceId, workspaceId)));
  if (!campaign) throw new AppError("not_found:campaign", "Campaign not found.");
  const target = campaign.leadIds ? { leadIds: campaign.leadIds } : { listId: campaign.listId ?? undefined };
  return renderPreview({ workspaceId, target, subject, body });
}
