"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import {
  editCampaignMessage,
  editMessageSchema,
  messageSaved,
  previewEditSchema,
  previewEditedMessage,
} from "@/lib/campaigns/edit-message";
import { applyCampaignAction, launchCampaign } from "@/lib/campaigns/launch";
import { wizardLists } from "@/lib/campaigns/screen-queries";
import { rescheduleCampaign, rescheduledMessage, rescheduleSchema } from "@/lib/campaigns/reschedule";
import { campaignActionSchema } from "@/lib/campaigns/validations";
import {
  previewMessage,
  previewSchema,
  reachSchema,
  wizardReach,
  wizardSchema,
  wizardToCampaignInput,
} from "@/lib/campaigns/wizard";
import { wizardMessages } from "@/lib/campaigns/wizard-draft";
import { INVALID_INPUT } from "@/lib/server/field-errors";
import { authedAction } from "@/lib/server/action";

/** The wizard's last step: sends now or schedules (spec part 3 section 2.3). */
export const createCampaignAction = authedAction(
  wizardSchema,
  async (wizard, { user, workspace }) => {
    const checked = wizardToCampaignInput(wizard, workspace.timeZone);
    if (!checked.ok) return { status: "error", message: INVALID_INPUT, fieldErrors: checked.fieldErrors };
    const campaign = await launchCampaign({
      workspaceId: workspace.id,
      userId: user.id,
      input: checked.input,
    });
    revalidatePath("/campaigns");
    return {
      status: "success" as const,
      message: campaign.status === "scheduled" ? wizardMessages.scheduled : wizardMessages.sent,
      data: { id: campaign.id },
    };
  },
  { permission: "campaigns:write" },
);

/** The wizard's lead lists, read when it opens (the page does not carry them). */
export const listWizardListsAction = authedAction(
  z.object({}),
  async (_input, { workspace }) => ({
    status: "success" as const,
    data: await wizardLists({ workspaceId: workspace.id }),
  }),
  { permission: "campaigns:write" },
);

/** The message step's live preview, rendered for a real recipient of the chosen list or selection. */
export const previewCampaignMessageAction = authedAction(
  previewSchema,
  async (input, { workspace }) => ({
    status: "success" as const,
    data: await previewMessage({ workspaceId: workspace.id, input }),
  }),
  { permission: "campaigns:write" },
);

/** How many of the chosen leads the email reaches, read when the message step opens or the target changes. */
export const campaignReachAction = authedAction(
  reachSchema,
  async (input, { workspace }) => ({
    status: "success" as const,
    data: await wizardReach({ workspaceId: workspace.id, input }),
  }),
  { permission: "campaigns:write" },
);

const actionDone = { pause: "Campaign paused.", resume: "Campaign resumed.", cancel: "Campaign cancelled." };

/** Pause, Resume and Cancel in the detail view. */
export const changeCampaignStatusAction = authedAction(
  campaignActionSchema,
  async (input, { workspace, user }) => {
    await applyCampaignAction({
      workspaceId: workspace.id,
      actor: { userId: user.id, name: user.name },
      ...input,
    });
    revalidatePath("/campaigns");
    return { status: "success" as const, message: actionDone[input.action] };
  },
  { permission: "campaigns:write" },
);

/** The detail view's Change schedule: a campaign not started yet moves to another date and time. */
export const rescheduleCampaignAction = authedAction(
  rescheduleSchema,
  async (input, { workspace, user }) => {
    const at = await rescheduleCampaign({
      ...input,
      workspaceId: workspace.id,
      timeZone: workspace.timeZone,
      actor: { userId: user.id, name: user.name },
    });
    revalidatePath("/campaigns");
    return {
      status: "success" as const,
      message: rescheduledMessage(at, workspace.timeZone),
    };
  },
  { permission: "campaigns:write" },
);

/** Edit message's live preview, rendered for a real recipient of the campaign's leads. */
export const previewEditedMessageAction = authedAction(
  previewEditSchema,
  async (input, { workspace }) => ({
    status: "success" as const,
    data: await previewEditedMessage({ ...input, workspaceId: workspace.id }),
  }),
  { permission: "campaigns:write" },
);

/** The detail view's Edit message: a campaign not started yet gets a new subject and body. */
export const editCampaignMessageAction = authedAction(
  editMessageSchema,
  async (input, { workspace, user }) => {
    await editCampaignMessage({
      ...input,
      workspaceId: workspace.id,
      actor: { userId: user.id, name: user.name },
    });
    revalidatePath("/campaigns");
    return { status: "success" as const, message: messageSaved };
  },
  { permission: "campaigns:write" },
);
