import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/route-helpers";
import { editCampaignMessage, editMessageSchema, messageSaved } from "@/lib/campaigns/edit-message";

/**
 * PUT /api/campaigns/{id}/message { subject, body }: Edit message over the API, for a campaign that has
 * not started sending; the wizard's rules and messages, and another workspace's campaign is not found.
 */
export const PUT = withWorkspace(
  async (request, { session, params }) => {
    const message = await readJson(request, editMessageSchema.omit({ campaignId: true }));
    await editCampaignMessage({
      ...message,
      campaignId: params.id,
      workspaceId: session.workspace.id,
      actor: { userId: session.user.id, name: session.user.name },
    });
    return json({ message: messageSaved, data: message });
  },
  { permission: "campaigns:write", params: z.object({ id: z.uuid() }) },
);
