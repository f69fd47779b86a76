import "server-only";
import type Stripe from "stripe";
import { appLink } from "@/lib/links/app-link";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { ensureCustomer } from "./customer";
import { findPack, getPlan, type PackCode, type PlanId } from "@/lib/plans/catalog";
import { priceIdFor } from "./prices";
import { getCurrentSubscription, payingStatuses } from "./queries";
import { openCustomerPortal } from "./portal";
import { requireStripe } from "./stripe";

type Buyer = { workspaceId: string; email: string; name: string };

const successUrl = () => `${appLink("/billing-success")}?session_id={CHECKOUT_SESSION_ID}`;
const cancelUrl = () => appLink("/billing-cancel");

/** A client's Idempotency-Key, scoped to the workspace so one workspace can never replay another's. */
function idempotency(buyer: Buyer, kind: string, key: string | undefined) {
  return key ? { idempotencyKey: `checkout:${buyer.workspaceId}:${kind}:${key}` } : {};
}

/**
 * Where choosing a plan leads: Stripe Checkout for a first paid plan; the Customer Portal for a
 * workspace that already pays (changing or cancelling a running subscription happens there, so no
 * second subscription is ever created).
 */
export async function startPlanCheckout(
  buyer: Buyer,
  { plan, idempotencyKey }: { plan: PlanId; idempotencyKey?: string },
): Promise<{ url: string; message: string }> {
  const stripe = requireStripe();
  const current = await getCurrentSubscription({ workspaceId: buyer.workspaceId });
  const paying = current && (payingStatuses as readonly string[]).includes(current.status);
  if (paying) {
    if (current.plan === plan)
      throw new AppError("conflict:plan", `You are already on the ${getPlan(plan).name} plan.`);
    return {
      url: await openCustomerPortal({ workspaceId: buyer.workspaceId }),
      message: "Change your plan in the customer portal.",
    };
  }
  if (plan === "FREE") throw new AppError("conflict:plan", "You are already on the Starter plan.");
  const price = priceIdFor(plan);
  if (!price)
    throw new AppError(
      "unavailable:billing",
      `The ${getPlan(plan).name} plan has no Stripe price configured.`,
    );
  const customer = await ensureCustomer(stripe, buyer);
  const metadata = { workspaceId: buyer.workspaceId, plan };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: buyer.workspaceId,
      line_items: [{ price, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: successUrl(),
      cancel_url: cancelUrl(),
    },
    idempotency(buyer, plan, idempotencyKey),
  );
  if (!session.url) throw new AppError("unavailable:billing", "No checkout URL returned");
  await expireOtherPlanCheckouts(stripe, session);
  return { url: session.url, message: "Redirecting to checkout." };
}

/**
 * Two plan checkouts open at once (two tabs, a double click) could both be paid: every other open plan
 * checkout of the customer is expired when a new one is made, so only the newest can be paid. Two made
 * at the very same moment may expire each other (the user starts again, nothing is charged); a pair
 * paid anyway is settled by the webhook (the newer subscription is cancelled and refunded). Pack
 * checkouts stay open: paying two packs buys two packs.
 */
async function expireOtherPlanCheckouts(stripe: Stripe, session: Stripe.Checkout.Session): Promise<void> {
  const customer = typeof session.customer === "string" ? session.customer : session.customer?.id;
  if (!customer) return;
  const open = await stripe.checkout.sessions.list({ customer, status: "open", limit: 100 });
  for (const other of open.data) {
    if (other.mode !== "subscription" || other.id === session.id) continue;
    await stripe.checkout.sessions.expire(other.id).catch((error: unknown) => {
      // Paid or expired in the meantime: nothing left to close.
      logger.warn("billing", `could not expire checkout session ${other.id}`, error);
    });
  }
}

/** A one-time Checkout for a credit pack; the credits arrive with the paid session's webhook. */
export async function startPackCheckout(
  buyer: Buyer,
  { pack: code, idempotencyKey }: { pack: PackCode; idempotencyKey?: string },
): Promise<{ url: string }> {
  const stripe = requireStripe();
  const pack = findPack(code);
  const price = pack && priceIdFor(pack.code);
  if (!pack || !price)
    throw new AppError("unavailable:billing", "This credit pack has no Stripe price configured.");
  const customer = await ensureCustomer(stripe, buyer);
  const metadata = { workspaceId: buyer.workspaceId, pack: pack.code };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "payment",
      customer,
      client_reference_id: buyer.workspaceId,
      line_items: [{ price, quantity: 1 }],
      metadata,
      payment_intent_data: { metadata },
      invoice_creation: { enabled: true, invoice_data: { description: `${pack.name} top-up`, metadata } },
      success_url: successUrl(),
      cancel_url: cancelUrl(),
    },
    idempotency(buyer, pack.code, idempotencyKey),
  );
  if (!session.url) throw new AppError("unavailable:billing", "No checkout URL returned");
  return { url: session.url };
}
