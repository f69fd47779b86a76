import { withWorkspace } from "@/lib/api/handler";
import { integrationMessages as m } from "@/lib/integrations/messages";
import { withSignInMessage } from "@/lib/integrations/sign-in-message";
import { json } from "@/lib/api/route-helpers";
import { listIntegrations } from "@/lib/integrations/manage";

/** GET /api/integrations?userId=: every provider's provider, status and connected flag, plus account details. */
export const GET = withSignInMessage(
  withWorkspace(
    async (_request, { session }) => {
      const { configured, integrations } = await listIntegrations({ workspaceId: session.workspace.id });
      return json({ configured, data: integrations });
    },
    { permission: "integrations:read" },
  ),
  m.loginToView,
);
