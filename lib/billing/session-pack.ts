import "server-only";
import type Stripe from "stripe";
import type { NewCreditPackPurchase } from "@/db/schema";
import { logger } from "@/lib/logger";
import { findPack, type CreditPack } from "@/lib/plans/catalog";
import { packForPrice } from "./prices";
import { idOf } from "./subscription-sync";

export type PaidPack = { pack: CreditPack; credits: number };

/**
 * The credits a payment-mode Checkout Session sold, known by the prices of its line items (the event
 * carries none, so they are read from Stripe). A session made outside the app (a Payment Link, the
 * Dashboard) has no metadata of ours and is still recognised; `metadata.pack` is only the answer when
 * there is no Stripe client to ask. A failed read throws, so the webhook answers 500 and Stripe retries.
 */
export async function packOfSession(
  stripe: Stripe | null,
  session: Stripe.Checkout.Session,
): Promise<PaidPack | undefined> {
  if (session.mode !== "payment") return undefined;
  if (!stripe) {
    const pack = findPack(session.metadata?.pack);
    return pack && { pack, credits: pack.credits };
  }
  const items =
    session.line_items ?? (await stripe.checkout.sessions.listLineItems(session.id, { limit: 100 }));
  let found: PaidPack | undefined;
  for (const item of items.data) {
    const pack = packForPrice(idOf(item.price));
    if (!pack) continue;
    const credits = pack.credits * (item.quantity ?? 1);
    found = found ? { pack: found.pack, credits: found.credits + credits } : { pack, credits };
  }
  if (!found && session.metadata?.pack) {
    logger.warn(
      "billing",
      `checkout session ${session.id} says pack ${session.metadata.pack} but sells no pack price; nothing granted`,
    );
  }
  return found;
}

/** The purchase row of a paid pack session (one per session: the grant's idempotency key). */
export function packPurchase(
  session: Stripe.Checkout.Session,
  workspaceId: string,
  paid: PaidPack,
): NewCreditPackPurchase {
  return {
    checkoutSessionId: session.id,
    workspaceId,
    pack: paid.pack.code,
    credits: paid.credits,
    paymentIntentId: idOf(session.payment_intent) ?? null,
    amountCents: session.amount_total ?? 0,
  };
}
