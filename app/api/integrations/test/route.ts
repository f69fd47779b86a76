import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { testIntegration } from "@/lib/integrations/manage";
import { integrationMessages as m } from "@/lib/integrations/messages";
import { parseProvider } from "@/lib/integrations/platforms";

/** POST /api/integrations/test { platform }: asks Unipile for the account's real status and stores it. */
export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readBody(request);
    assertSameUser(body.userId, session.user.id);
    const provider = parseProvider(body.platform ?? body.provider);
    if (!provider) throw new AppError("bad_request", m.invalidRequest);
    return json(await testIntegration({ workspaceId: session.workspace.id, provider }));
  },
  { permission: "integrations:write" },
);
