import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { getSubscriptionView } from "@/lib/billing/overview";

export const GET = withWorkspace(async (_request, { session }) => {
  const data = await getSubscriptionView({ workspaceId: session.workspace.id });
  return json({ data });
});
