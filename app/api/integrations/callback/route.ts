import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { integrationMessages as m } from "@/lib/integrations/messages";
import { completeReturn } from "@/lib/integrations/return";
import { returnInputSchema } from "@/lib/integrations/validations";

/**
 * POST /api/integrations/callback { userId, accountId, platform, name, status }: the browser's return.
 * `name` is the signed token the link carried; the account is fetched from Unipile before it is saved.
 */
export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const parsed = returnInputSchema.safeParse({
      provider: body.platform ?? body.provider,
      state: body.name ?? body.state,
      status: body.status,
      accountId: body.accountId ?? body.account_id,
    });
    if (!parsed.success) throw new AppError("bad_request", m.invalidRequest);
    const result = await completeReturn({
      session: { workspaceId: session.workspace.id, userId: session.user.id },
      ...parsed.data,
    });
    if (!result.ok) throw new AppError("bad_request:connect_failed", result.message);
    return json({ message: result.message });
  },
  { permission: "integrations:write" },
);
