import type { planIds } from "@/db/schema/accounts";

export type PlanId = (typeof planIds)[number];

export type Plan = {
  id: PlanId;
  name: string;
  description: string;
  /** US dollars per period. */
  price: number;
  period: "month";
  monthlyCredits: number;
  features: string[];
  isFree: boolean;
  highlighted: boolean;
};

/** The one price catalog (ARCHITECTURE, Deviations): the landing page, sign-up and billing all read it. */
export const plans: readonly Plan[] = [
  {
    id: "FREE",
    name: "Starter",
    description: "Try every lead source on a small scale.",
    price: 0,
    period: "month",
    monthlyCredits: 100,
    features: [
      "100 credits every month",
      "Website and image lead extraction",
      "CSV import and export",
      "Email support",
    ],
    isFree: true,
    highlighted: false,
  },
  {
    id: "PRO",
    name: "Professional",
    description: "For teams that prospect every week.",
    price: 38,
    period: "month",
    monthlyCredits: 5_000,
    features: [
      "5,000 credits every month",
      "LinkedIn, Google Maps and Instagram leads",
      "Email, LinkedIn and WhatsApp campaigns",
      "AI recommendations and outreach",
      "Priority support",
    ],
    isFree: false,
    highlighted: true,
  },
  {
    id: "ENTERPRISE",
    name: "Enterprise",
    description: "High-volume prospecting across every channel.",
    price: 188,
    period: "month",
    monthlyCredits: 25_000,
    features: [
      "25,000 credits every month",
      "Every lead source and outreach channel",
      "SMS and Telegram campaigns",
      "Team workspaces with roles",
      "Dedicated account manager",
    ],
    isFree: false,
    highlighted: false,
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = plans.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((p) => p.id === id?.toUpperCase());
}

export type PackCode = "CREDITS100" | "CREDITS1000" | "CREDITS10000";

export type CreditPack = {
  code: PackCode;
  name: string;
  credits: number;
  /** US dollars, one-time. */
  price: number;
};

/**
 * One-time credit packs (spec part 3 section 9), in the same catalog as the plans. The spec prices a
 * credit at $0.01 in its estimates, so packs sell at that rate; the largest carries a 20% volume discount.
 */
export const creditPacks: readonly CreditPack[] = [
  { code: "CREDITS100", name: "100 credits", credits: 100, price: 1 },
  { code: "CREDITS1000", name: "1,000 credits", credits: 1_000, price: 10 },
  { code: "CREDITS10000", name: "10,000 credits", credits: 10_000, price: 80 },
];

export function findPack(code: string | null | undefined): CreditPack | undefined {
  return creditPacks.find((p) => p.code === code?.toUpperCase());
}
