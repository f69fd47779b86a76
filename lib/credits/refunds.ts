import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db";
import { billingInvoiceGrants, creditPackPurchases } from "@/db/schema";
import { getPlan } from "@/lib/plans/catalog";
import { lockWorkspaceCredits } from "./lock";
import { addCreditEntry, getCreditBalance } from "./queries";

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
