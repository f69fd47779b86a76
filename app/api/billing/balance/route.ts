import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { getBalanceView, getSubscriptionView } from "@/lib/billing/overview";

export const GET = withWorkspace(async (_request, { session }) => {
  const workspaceId = session.workspace.id;
  const subscription = await getSubscriptionView({ workspaceId });
  const { creditsTotal, creditsUsed } = await getBalanceView({ workspaceId, subscription });
  return json({ data: { creditsTotal, creditsUsed } });
});
