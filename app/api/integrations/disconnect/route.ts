import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { disconnectIntegration } from "@/lib/integrations/manage";
import { integrationMessages as m } from "@/lib/integrations/messages";
import { parseProvider } from "@/lib/integrations/platforms";

/** POST /api/integrations/disconnect { userId, platform }: status DISCONNECTED, nothing is sent through it. */
export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const provider = parseProvider(body.platform ?? body.provider);
    if (!provider) throw new AppError("bad_request", m.invalidRequest);
    return json(await disconnectIntegration({ workspaceId: session.workspace.id, provider }));
  },
  { permission: "integrations:write" },
);
