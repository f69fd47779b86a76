import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Transaction } from "@/db";
import { billingInvoiceGrants, creditPackPurchases, type NewCreditPackPurchase } from "@/db/schema";
import { getPlan, type PlanId } from "@/lib/plans/catalog";
import { addCreditEntry } from "./queries";

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
