import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/route-helpers";
import { assertBuyer, buyerOf, idempotencyKeyOf } from "@/lib/billing/api";
import { startPlanCheckout } from "@/lib/billing/checkout";
import { planCheckoutSchema } from "@/lib/billing/validations";

export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readJson(request, planCheckoutSchema);
    assertBuyer(body, session);
    const { url, message } = await startPlanCheckout(buyerOf(session), {
      plan: body.productCode,
      idempotencyKey: idempotencyKeyOf(request),
    });
    return json({ message, data: { url } });
  },
  { permission: "billing:write" },
);
