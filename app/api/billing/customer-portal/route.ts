import { withWorkspace } from "@/lib/api/handler";
import { json } from "@/lib/api/route-helpers";
import { assertSameEmail } from "@/lib/billing/api";
import { openCustomerPortal } from "@/lib/billing/portal";

/** Creates a portal session (a Stripe-side object only; nothing of ours changes). Owners only. */
export const GET = withWorkspace(
  async (request, { session }) => {
    assertSameEmail(new URL(request.url).searchParams.get("email"), session);
    const url = await openCustomerPortal({ workspaceId: session.workspace.id });
    return json({ data: { url } });
  },
  { permission: "billing:write" },
);
