import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/route-helpers";
import { rescheduleCampaign, rescheduledMessage, rescheduleSchema } from "@/lib/campaigns/reschedule";

/**
 * PUT /api/campaigns/{id}/schedule { scheduledDate, scheduledTime }: Change schedule over the API, a
 * wall-clock date (YYYY-MM-DD) and time (HH:mm) in the workspace's time zone, as the screen takes them.
 */
export const PUT = withWorkspace(
  async (request, { session, params }) => {
    const when = await readJson(request, rescheduleSchema.omit({ campaignId: true }));
    const timeZone = session.workspace.timeZone;
    const at = await rescheduleCampaign({
      ...when,
      campaignId: params.id,
      workspaceId: session.workspace.id,
      timeZone,
      actor: { userId: session.user.id, name: session.user.name },
    });
    return json({
      message: rescheduledMessage(at, timeZone),
      data: { scheduledFor: at.toISOString() },
    });
  },
  { permission: "campaigns:write", params: z.object({ id: z.uuid() }) },
);
