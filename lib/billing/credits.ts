import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { billingInvoiceGrants, creditPackPurchases, type NewCreditPackPurchase } from "@/db/schema";
import { lockWorkspaceCredits } from "@/lib/credits/lock";
import { addCreditEntry, getCreditBalance } from "@/lib/credits/queries";
import { getPlan, type PlanId } from "./plans";

/**
 * The plan credits of one paid invoice, exactly once per invoice id (the grant row and the ledger
 * reference `invoice:<id>` are both unique). Returns the credits granted by this call.
 */
export async function grantInvoiceCredits(
  tx: Transaction,
  input: {
    workspaceId: string;
    invoiceId: string;
    subscriptionId: string;
    plan: PlanId;
    credits: number;
    periodEnd: Date | null;
  },
): Promise<number> {
  const inserted = await tx
    .insert(billingInvoiceGrants)
    .values({
      invoiceId: input.invoiceId,
      workspaceId: input.workspaceId,
      stripeSubscriptionId: input.subscriptionId,
      plan: input.plan,
      credits: input.credits,
      periodEnd: input.periodEnd,
    })
    .onConflictDoNothing()
    .returning({ id: billingInvoiceGrants.invoiceId });
  if (inserted.length === 0 || input.credits <= 0) return 0;
  const added = await addCreditEntry(tx, {
    workspaceId: input.workspaceId,
    kind: "grant",
    amount: input.credits,
    reference: `invoice:${input.invoiceId}`,
    description: `${getPlan(input.plan).name} plan credits`,
  });
  return added ? input.credits : 0;
}

/** The credits already granted for a subscription's newest paid invoice (an upgrade grants the difference). */
export async function latestInvoiceGrant(tx: Transaction, { subscriptionId }: { subscriptionId: string }) {
  const [row] = await tx
    .select()
    .from(billingInvoiceGrants)
    .where(eq(billingInvoiceGrants.stripeSubscriptionId, subscriptionId))
    .orderBy(desc(billingInvoiceGrants.createdAt))
    .limit(1);
  return row;
}

/** A paid pack: the purchase row and its credits, once per Checkout Session. Returns whether this call added it. */
export async function grantPackCredits(tx: Transaction, purchase: NewCreditPackPurchase): Promise<boolean> {
  const inserted = await tx
    .insert(creditPackPurchases)
    .values(purchase)
    .onConflictDoNothing({ target: creditPackPurchases.checkoutSessionId })
    .returning({ id: creditPackPurchases.checkoutSessionId });
  if (inserted.length === 0) return false;
  return addCreditEntry(tx, {
    workspaceId: purchase.workspaceId,
    kind: "purchase",
    amount: purchase.credits,
    reference: `pack:${purchase.checkoutSessionId}`,
    description: `${purchase.credits.toLocaleString("en-US")} credit pack`,
  });
}

/**
 * Takes back the refunded share of a pack. `amount_refunded` is cumulative, so the pack's refunded
 * credits move up to `credits x refunded / paid` and only the increase is handled, once. What was
 * already spent stays spent: the removal stops at a zero balance.
 */
export async function refundPackCredits(
  tx: Transaction,
  input: {
    checkoutSessionId: string;
    workspaceId: string;
    amountRefundedCents: number;
    amountPaidCents: number;
  },
): Promise<number> {
  await lockWorkspaceCredits(tx, input.workspaceId);
  const [purchase] = await tx
    .select()
    .from(creditPackPurchases)
    .where(
      and(
        eq(creditPackPurchases.checkoutSessionId, input.checkoutSessionId),
        eq(creditPackPurchases.workspaceId, input.workspaceId),
      ),
    )
    .for("update");
  if (!purchase || input.amountPaidCents <= 0) return 0;
  const share = Math.min(1, input.amountRefundedCents / input.amountPaidCents);
  const target = Math.floor(purchase.credits * share);
  const increase = target - purchase.refundedCredits;
  if (increase <= 0) return 0;
  await tx
    .update(creditPackPurchases)
    .set({ refundedCredits: sql`${target}` })
    .where(eq(creditPackPurchases.checkoutSessionId, purchase.checkoutSessionId));
  const balance = await getCreditBalance({ workspaceId: input.workspaceId }, tx);
  const removed = Math.max(0, Math.min(increase, Math.floor(balance)));
  if (removed === 0) return 0;
  await addCreditEntry(tx, {
    workspaceId: input.workspaceId,
    kind: "purchase",
    amount: -removed,
    reference: `pack-refund:${purchase.checkoutSessionId}:${target}`,
    description: `Refund of the ${purchase.credits.toLocaleString("en-US")} credit pack`,
  });
  return removed;
}

/**
 * Takes back the plan credits granted for a subscription that was cancelled and refunded as a
 * duplicate, once per invoice (`invoice-revoked:<id>`). What was already spent stays spent: the
 * removal stops at a zero balance. The caller holds the workspace's credits lock.
 */
export async function revokeSubscriptionCredits(
  tx: Transaction,
  { workspaceId, subscriptionId }: { workspaceId: string; subscriptionId: string },
) {
  const grants = await tx
    .select()
    .from(billingInvoiceGrants)
    .where(eq(billingInvoiceGrants.stripeSubscriptionId, subscriptionId));
  for (const grant of grants) {
    if (grant.credits <= 0) continue;
    const balance = await getCreditBalance({ workspaceId }, tx);
    const removed = Math.max(0, Math.min(grant.credits, Math.floor(balance)));
    if (removed === 0) continue;
    await addCreditEntry(tx, {
      workspaceId,
      kind: "grant",
      amount: -removed,
      reference: `invoice-revoked:${grant.invoiceId}`,
      description: `${getPlan(grant.plan).name} plan credits of a refunded duplicate subscription`,
    });
  }
}
