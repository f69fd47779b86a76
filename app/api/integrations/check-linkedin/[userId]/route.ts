import { z } from "zod";
import { withWorkspace } from "@/lib/api/handler";
import { assertSameUser, json } from "@/lib/api/route-helpers";
import { getActiveConnection } from "@/lib/integrations/active-connection";

const params = z.object({ userId: z.uuid() });

/** GET /api/integrations/check-linkedin/{userId} (spec part 2, section 7): `connected`, and why not. */
export const GET = withWorkspace(
  async (_request, { session, params: { userId } }) => {
    assertSameUser(userId, session.user.id);
    const linkedin = await getActiveConnection({
      workspaceId: session.workspace.id,
      userId,
      provider: "LINKEDIN",
    });
    return json(
      linkedin.ok
        ? { connected: true }
        : { connected: false, reason: linkedin.reason, message: linkedin.message },
    );
  },
  { permission: "leads:read", params },
);
