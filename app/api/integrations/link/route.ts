import { withWorkspace } from "@/lib/api/handler";
import { withSignInMessage } from "@/lib/integrations/sign-in-message";
import { json, readBody } from "@/lib/api/route-helpers";
import { AppError } from "@/lib/errors";
import { returnPath, startLink } from "@/lib/integrations/connect";
import { integrationMessages as m } from "@/lib/integrations/messages";
import { parseProvider } from "@/lib/integrations/platforms";

/**
 * POST /api/integrations/link { provider, successRedirectUrl?, failureRedirectUrl? }: a hosted-auth URL.
 * The redirect URLs may only be same-origin paths; the `name` sent to Unipile is always our signed token.
 */
export const POST = withSignInMessage(
  withWorkspace(
    async (request, { session }) => {
      const body = await readBody(request);
      const provider = parseProvider(body.provider ?? body.platform);
      if (!provider) throw new AppError("bad_request", m.invalidRequest);
      const { url } = await startLink({
        workspaceId: session.workspace.id,
        userId: session.user.id,
        provider,
        kind: "create",
        successPath: returnPath(body.successRedirectUrl),
        failurePath: returnPath(body.failureRedirectUrl),
      });
      return json({ url });
    },
    { permission: "integrations:write" },
  ),
  m.loginToConnect,
);
