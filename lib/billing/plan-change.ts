import "server-only";
import type Stripe from "stripe";
import { getDb } from "@/db";
import { AppError } from "@/lib/errors";
import { applySettled, settleSubscription } from "./duplicate-subscriptions";
import { applyPaidInvoice } from "./paid-invoice";
import type { PlanChangePreview } from "./plan-change-preview";
import { getPlan, type PlanId } from "@/lib/plans/catalog";
import { priceIdFor } from "./prices";
import { getCurrentSubscription, payingStatuses } from "./queries";
import { requireStripe } from "./stripe";
import { idOf, readSubscription } from "./subscription-sync";

type PaidPlanId = Exclude<PlanId, "FREE">;

const rank: Record<PlanId, number> = { FREE: 0, PRO: 1, ENTERPRISE: 2 };

/** The workspace's paying subscription and its one item, read from Stripe, and the price of the target plan. */
async function changeContext(stripe: Stripe, workspaceId: string, to: PlanId) {
  const current = await getCurrentSubscription({ workspaceId });
  if (!current || !(payingStatuses as readonly string[]).includes(current.status)) {
    throw new AppError(
      "not_found:subscription",
      "There is no paid plan to change. Choose a plan to subscribe.",
    );
  }
  if (to === "FREE")
    throw new AppError(
      "conflict:plan",
      "To return to Starter, cancel the subscription in the customer portal.",
    );
  if (current.plan === to)
    throw new AppError("conflict:plan", `You are already on the ${getPlan(to).name} plan.`);
  const price = priceIdFor(to);
  if (!price)
    throw new AppError("unavailable:billing", `The ${getPlan(to).name} plan has no Stripe price configured.`);
  const subscription = await stripe.subscriptions.retrieve(current.stripeSubscriptionId);
  const item = subscription.items.data[0];
  if (!item) throw new AppError("conflict:plan", "The subscription has no plan to change.");
  return { from: current.plan as PaidPlanId, to, price, subscription, item };
}

/** Stripe's own invoice preview of moving the subscription's item to the new price, prorated now. */
export async function previewPlanChange({
  workspaceId,
  plan,
}: {
  workspaceId: string;
  plan: PlanId;
}): Promise<PlanChangePreview> {
  const stripe = requireStripe();
  const { from, to, price, subscription, item } = await changeContext(stripe, workspaceId, plan);
  const prorationDate = Math.floor(Date.now() / 1000);
  const invoice = await stripe.invoices.createPreview({
    customer: idOf(subscription.customer),
    subscription: subscription.id,
    subscription_details: {
      items: [{ id: item.id, price }],
      proration_behavior: "always_invoice",
      proration_date: prorationDate,
    },
  });
  const upgrade = rank[to] > rank[from];
  return {
    from,
    to,
    amountCents: invoice.total,
    currency: invoice.currency,
    prorationDate,
    creditsNow: upgrade ? getPlan(to).monthlyCredits - getPlan(from).monthlyCredits : 0,
    monthlyCredits: getPlan(to).monthlyCredits,
    nextBillingDate: item.current_period_end ? new Date(item.current_period_end * 1000).toISOString() : null,
  };
}

/**
 * Moves the subscription to the new plan as previewed: the proration is invoiced and paid at once
 * (or the change fails with nothing changed), then the subscription and its invoice are applied
 * through the webhook's own path, so the upgrade's credits arrive now and the webhook adds nothing.
 */
export async function changePlan({
  workspaceId,
  plan,
  prorationDate,
}: {
  workspaceId: string;
  plan: PlanId;
  prorationDate: number;
}) {
  const stripe = requireStripe();
  const { to, price, subscription, item } = await changeContext(stripe, workspaceId, plan);
  const updated = await stripe.subscriptions.update(
    subscription.id,
    {
      items: [{ id: item.id, price }],
      proration_behavior: "always_invoice",
      proration_date: prorationDate,
      payment_behavior: "error_if_incomplete",
      metadata: { ...subscription.metadata, workspaceId, plan: to },
    },
    { idempotencyKey: `plan-change:${subscription.id}:${to}:${prorationDate}` },
  );
  const settled = await settleSubscription(stripe, await readSubscription(stripe, updated.id));
  const invoiceId = idOf(updated.latest_invoice);
  const invoice = invoiceId ? await stripe.invoices.retrieve(invoiceId) : undefined;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await applySettled(tx, settled);
    if (invoice) await applyPaidInvoice(tx, { invoice, read: settled.read });
  });
  return { message: `Your plan is now ${getPlan(to).name}.` };
}
