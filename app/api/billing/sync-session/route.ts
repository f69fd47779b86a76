import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { assertSameUser, json } from "@/lib/api/route-helpers";
import { syncCheckoutSession } from "@/lib/billing/sync-session";
import { syncSessionSchema } from "@/lib/billing/validations";

export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readJson(request, syncSessionSchema);
    assertSameUser(body.userId === undefined ? undefined : String(body.userId), session.user.id);
    const data = await syncCheckoutSession({ workspaceId: session.workspace.id, sessionId: body.sessionId });
    return json({ data });
  },
  { permission: "billing:write" },
);
