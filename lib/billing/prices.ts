import "server-only";
import { env } from "@/lib/env";
import { findPack, type CreditPack, type PackCode, type PlanId } from "@/lib/plans/catalog";

type PaidPlanId = Exclude<PlanId, "FREE">;

/** The Stripe price id configured for each paid plan and pack (STRIPE_PRICE_*), when set. */
function configuredPrices(): Record<PaidPlanId | PackCode, string | undefined> {
  const e = env();
  return {
    PRO: e.STRIPE_PRICE_PRO,
    ENTERPRISE: e.STRIPE_PRICE_ENTERPRISE,
    CREDITS100: e.STRIPE_PRICE_CREDITS100,
    CREDITS1000: e.STRIPE_PRICE_CREDITS1000,
    CREDITS10000: e.STRIPE_PRICE_CREDITS10000,
  };
}

export function priceIdFor(code: PaidPlanId | PackCode): string | undefined {
  return configuredPrices()[code];
}

/** The paid plan a Stripe price id stands for, or undefined for a price this app does not sell. */
export function planForPrice(priceId: string | null | undefined): PaidPlanId | undefined {
  if (!priceId) return undefined;
  const prices = configuredPrices();
  if (prices.PRO === priceId) return "PRO";
  if (prices.ENTERPRISE === priceId) return "ENTERPRISE";
  return undefined;
}

/** The credit pack a Stripe price id stands for, or undefined for a price that is not one of ours. */
export function packForPrice(priceId: string | null | undefined): CreditPack | undefined {
  if (!priceId) return undefined;
  const prices = configuredPrices();
  const codes: PackCode[] = ["CREDITS100", "CREDITS1000", "CREDITS10000"];
  return findPack(codes.find((code) => prices[code] === priceId));
}
