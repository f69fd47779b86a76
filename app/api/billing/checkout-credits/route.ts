import { withWorkspace } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { json } from "@/lib/api/route-helpers";
import { assertBuyer, buyerOf, idempotencyKeyOf } from "@/lib/billing/api";
import { startPackCheckout } from "@/lib/billing/checkout";
import { packCheckoutSchema } from "@/lib/billing/validations";

export const POST = withWorkspace(
  async (request, { session }) => {
    const body = await readJson(request, packCheckoutSchema);
    assertBuyer(body, session);
    const { url } = await startPackCheckout(buyerOf(session), {
      pack: body.packCode,
      idempotencyKey: idempotencyKeyOf(request),
    });
    return json({ message: "Redirecting to checkout.", data: { url } });
  },
  { permission: "billing:write" },
);
