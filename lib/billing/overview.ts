import "server-only";
import type { WorkspaceRole } from "@/db/schema";
import { can } from "@/lib/auth/permissions";
import { logger } from "@/lib/logger";
import { nextFreeCreditsDate, periodStart } from "./period";
import { getPlan, type PlanId } from "@/lib/plans/catalog";
import { getCurrentSubscription, getWorkspacePlan } from "./queries";
import { isBillingConfigured } from "./stripe";
import { getDailyUsage, getPeriodBalance } from "./usage-queries";

export type SubscriptionView = {
  planCode: PlanId;
  status: string;
  currentPeriodStart: string;
  /**
   * The real next date: the subscription's period end from Stripe, or on the free plan the first of next
   * month (when its credits arrive); null when it is not known (never a guess).
   */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** "Failed to load subscription" when it could not be read: the free plan is shown instead. */
  loadError?: string;
};

/** The spec's Subscription (planCode, status, currentPeriodEnd), from the stored Stripe state. */
export async function getSubscriptionView({
  workspaceId,
}: {
  workspaceId: string;
}): Promise<SubscriptionView> {
  try {
    const [sub, plan] = await Promise.all([
      getCurrentSubscription({ workspaceId }),
      getWorkspacePlan({ workspaceId }),
    ]);
    const paying = sub && plan !== "FREE";
    return {
      planCode: plan,
      status: paying ? sub.status : "active",
      currentPeriodStart: periodStart(paying ? sub.currentPeriodStart : null).toISOString(),
      currentPeriodEnd: (paying ? sub.currentPeriodEnd : nextFreeCreditsDate())?.toISOString() ?? null,
      cancelAtPeriodEnd: Boolean(paying && sub.cancelAtPeriodEnd),
    };
  } catch (error) {
    logger.error("billing", "could not load the subscription", error);
    return {
      planCode: "FREE",
      status: "active",
      currentPeriodStart: periodStart(null).toISOString(),
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      loadError: "Failed to load subscription",
    };
  }
}

export type BalanceView = {
  creditsTotal: number;
  creditsUsed: number;
  balance: number;
  planCredits: number;
  bonus: number;
};

export async function getBalanceView({
  workspaceId,
  subscription,
}: {
  workspaceId: string;
  subscription: SubscriptionView;
}): Promise<BalanceView> {
  const { creditsTotal, creditsUsed, balance } = await getPeriodBalance({
    workspaceId,
    since: new Date(subscription.currentPeriodStart),
  });
  const planCredits = getPlan(subscription.planCode).monthlyCredits;
  return { creditsTotal, creditsUsed, balance, planCredits, bonus: Math.max(0, creditsTotal - planCredits) };
}

/** Credits used per day from the period's start to today, every day present (zero when nothing was used). */
export async function getUsageSeries({
  workspaceId,
  since,
  now = new Date(),
}: {
  workspaceId: string;
  since: Date;
  now?: Date;
}) {
  const start = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()));
  const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const used = await getDailyUsage({ workspaceId, since: start, until });
  const days: { day: string; used: number }[] = [];
  for (let d = start; d < until && days.length < 62; d = new Date(d.getTime() + 86_400_000)) {
    const key = d.toISOString().slice(0, 10);
    days.push({ day: key, used: used.get(key) ?? 0 });
  }
  return days;
}

export { isBillingConfigured };

/**
 * What a role may do with billing on this server: change the plan and payment (the owner), and pay, which
 * also needs Stripe configured (without it the screens show the catalog and the ledger, their buttons off).
 */
export function billingAccess(role: WorkspaceRole) {
  const canChange = can(role, "billing:write");
  const configured = isBillingConfigured();
  return { canChange, configured, canPay: canChange && configured };
}
