import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { getCampaign, listDeliveries } from "@/lib/campaigns/queries";
import { AppError } from "@/lib/errors";

/** GET /api/campaigns/{id}?after=: one campaign with its figures and a page of its recipients. */
export const GET = withWorkspace(
  async (request, { session, params }) => {
    const workspaceId = session.workspace.id;
    const found = await getCampaign({ workspaceId, campaignId: params.id });
    if (!found) throw new AppError("not_found:campaign", "Campaign not found.");
    const after = z.coerce
      .number()
      .int()
      .min(0)
      .catch(0)
      .parse(new URL(request.url).searchParams.get("after") ?? 0);
    const deliveries = await listDeliveries({ workspaceId, campaignId: params.id, after });
    return json({ data: { ...found.campaign, step: found.step }, deliveries });
  },
  { permission: "campaigns:read", params: z.object({ id: z.uuid() }) },
);
