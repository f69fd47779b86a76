import type { PlanId } from "@/lib/plans/catalog";

/** What moving a paid plan to another costs now and grants (GET /api/billing/plan-change), client-safe. */
export type PlanChangePreview = {
  from: Exclude<PlanId, "FREE">;
  to: Exclude<PlanId, "FREE">;
  /** What Stripe charges now for the rest of the period (negative: a credit toward the next invoices). */
  amountCents: number;
  currency: string;
  /** The moment the proration is computed for; the change passes it back so the charge is the preview's. */
  prorationDate: number;
  /** Credits added at once (an upgrade adds the difference of the two plans' monthly credits). */
  creditsNow: number;
  monthlyCredits: number;
  /** When the new plan's full price and credits first renew, as Stripe has it. */
  nextBillingDate: string | null;
};
