import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { launchCampaign } from "@/lib/campaigns/launch";
import { createCampaignSchema, restCampaignInput } from "@/lib/campaigns/validations";
import { AppError } from "@/lib/errors";

/**
 * POST /api/campaigns: the spec's create call (user_id, list_id, name, channel, message_template, status,
 * scheduled_for). An `Idempotency-Key` header (a UUID) makes a retry answer the campaign it first created.
 */
export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readBody(request);
    assertSameUser(
      body.user_id ?? body.userId ?? request.headers.get("x-user-id") ?? undefined,
      session.user.id,
    );
    const parsed = createCampaignSchema.safeParse({
      ...restCampaignInput(body),
      creationKey: request.headers.get("idempotency-key") ?? undefined,
    });
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message);
    const campaign = await launchCampaign({
      workspaceId: session.workspace.id,
      userId: session.user.id,
      input: parsed.data,
    });
    return json({ id: campaign.id, data: campaign }, 201);
  },
  { permission: "campaigns:write" },
);
