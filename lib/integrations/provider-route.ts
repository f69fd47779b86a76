import "server-only";
import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { integrationMessages as m } from "./messages";
import { parseProvider, type IntegrationProvider } from "./platforms";

/**
 * POST /api/integrations/{disconnect,delete,test}: the spec's `{ userId, platform }` body (userId only the
 * session's user), one action on the workspace's connection for that provider, for owners and admins.
 */
export function providerActionRoute(
  action: (params: { workspaceId: string; provider: IntegrationProvider }) => Promise<object>,
) {
  return withWorkspace(
    async (request, { session }) => {
      const body = await readBody(request);
      assertSameUser(body.userId, session.user.id);
      const provider = parseProvider(body.platform ?? body.provider);
      if (!provider) throw new AppError("bad_request", m.invalidRequest);
      return json({ ...(await action({ workspaceId: session.workspace.id, provider })) });
    },
    { permission: "integrations:write" },
  );
}
