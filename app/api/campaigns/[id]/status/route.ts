import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { json, readBody } from "@/lib/api/route-helpers";
import { applyCampaignAction } from "@/lib/campaigns/launch";
import { campaignActionSchema } from "@/lib/campaigns/validations";
import { AppError } from "@/lib/errors";

/** POST /api/campaigns/{id}/status { action: pause | resume | cancel }. */
export const POST = withWorkspace(
  async (request, { session, params }) => {
    const body = await readBody(request);
    const parsed = campaignActionSchema.safeParse({ campaignId: params.id, action: body.action });
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message);
    const campaign = await applyCampaignAction({
      workspaceId: session.workspace.id,
      actor: { userId: session.user.id, name: session.user.name },
      ...parsed.data,
    });
    return json({ data: campaign });
  },
  { permission: "campaigns:write", params: z.object({ id: z.uuid() }) },
);
