import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json } from "@/lib/api/route-helpers";
import { campaignStats, listCampaigns } from "@/lib/campaigns/queries";

/** GET /api/campaigns/user/{userId}: the workspace's campaigns with their counters, and the stats cards. */
export const GET = withWorkspace(
  async (_request, { session, params }) => {
    assertSameUser(params.userId, session.user.id);
    const workspaceId = session.workspace.id;
    const [data, stats] = await Promise.all([listCampaigns({ workspaceId }), campaignStats({ workspaceId })]);
    return json({ data, stats });
  },
  { permission: "campaigns:read", params: z.object({ userId: z.string() }) },
);
