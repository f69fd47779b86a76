import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { assertSameEmail } from "@/lib/billing/api";
import { getPaymentMethod } from "@/lib/billing/stripe-reads";

export const GET = withWorkspace(
  async (request, { session }) => {
    assertSameEmail(new URL(request.url).searchParams.get("email"), session);
    const data = await getPaymentMethod({ workspaceId: session.workspace.id });
    return json({ data });
  },
  { permission: "billing:read" },
);
