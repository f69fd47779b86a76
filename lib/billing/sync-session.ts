import "server-only";
import { getDb } from "@/db";
import { AppError } from "@/lib/errors";
import { grantPackCredits } from "./credits";
import { findPack, findPlan, getPlan, type PlanId } from "./plans";
import { planForPrice } from "./prices";
import { getWorkspacePlan } from "./queries";
import { requireStripe } from "./stripe";
import { applySubscription, idOf, readSubscription } from "./subscription-sync";
import { defaultPeriodEnd } from "./period";

export type SessionSummary = {
  kind: "subscription" | "pack";
  planCode: PlanId;
  planName: string;
  status: string;
  currentPeriodEnd: string;
  packCredits?: number;
};

/**
 * The success page's sync: reads the Checkout Session from Stripe and applies what it says (the same
 * idempotent writes as the webhook, so whichever comes first wins and the other changes nothing).
 * A session of another workspace is a 404.
 */
export async function syncCheckoutSession({
  workspaceId,
  sessionId,
}: {
  workspaceId: string;
  sessionId: string;
}): Promise<SessionSummary> {
  const stripe = requireStripe();
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch(() => {
    throw new AppError("not_found:checkout_session");
  });
  if (session.metadata?.workspaceId !== workspaceId && session.client_reference_id !== workspaceId)
    throw new AppError("not_found:checkout_session");
  const db = await getDb();
  const pack = findPack(session.metadata?.pack);
  if (session.mode === "payment" && pack) {
    if (session.payment_status === "paid") {
      await db.transaction((tx) =>
        grantPackCredits(tx, {
          checkoutSessionId: session.id,
          workspaceId,
          pack: pack.code,
          credits: pack.credits,
          paymentIntentId: idOf(session.payment_intent) ?? null,
          amountCents: session.amount_total ?? 0,
        }),
      );
    }
    const plan = await getWorkspacePlan({ workspaceId });
    return {
      kind: "pack",
      planCode: plan,
      planName: getPlan(plan).name,
      status: session.payment_status,
      currentPeriodEnd: defaultPeriodEnd(null).toISOString(),
      packCredits: pack.credits,
    };
  }
  const subscriptionId = idOf(session.subscription);
  const read = subscriptionId ? await readSubscription(stripe, subscriptionId) : undefined;
  if (read) await db.transaction((tx) => applySubscription(tx, read).then(() => undefined));
  const sub = read?.subscription;
  const item = sub?.items.data[0];
  const planCode = planForPrice(item?.price.id) ?? findPlan(sub?.metadata?.plan)?.id ?? "FREE";
  return {
    kind: "subscription",
    planCode,
    planName: getPlan(planCode).name,
    status: sub?.status ?? session.status ?? "open",
    currentPeriodEnd: defaultPeriodEnd(item?.current_period_end ? new Date(item.current_period_end * 1000) : null).toISOString(),
  };
}
