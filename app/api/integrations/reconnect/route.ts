import { withWorkspace } from "@/lib/api/handler";
import { withSignInMessage } from "@/lib/integrations/sign-in-message";
import { assertSameUser, json, readBody } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { returnPath, startLink } from "@/lib/integrations/connect";
import { integrationMessages as m } from "@/lib/integrations/messages";
import { parseProvider } from "@/lib/integrations/platforms";

/** POST /api/integrations/reconnect { userId, platform, successRedirectUrl?, failureRedirectUrl? }: a reconnect URL. */
export const POST = withSignInMessage(
  withWorkspace(
    async (request, { session }) => {
      const body = await readBody(request);
      assertSameUser(body.userId, session.user.id);
      const provider = parseProvider(body.platform ?? body.provider);
      if (!provider) throw new AppError("bad_request", m.invalidRequest);
      const { url } = await startLink({
        workspaceId: session.workspace.id,
        userId: session.user.id,
        provider,
        kind: "reconnect",
        successPath: returnPath(body.successRedirectUrl),
        failurePath: returnPath(body.failureRedirectUrl),
      });
      return json({ url });
    },
    { permission: "integrations:write" },
  ),
  m.loginToReconnect,
);
