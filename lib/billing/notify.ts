import "server-only";
import type { Transaction } from "@/db";
import { notifications } from "@/db/schema";
import { appLink } from "@/lib/auth/links";
import { storeEmail } from "@/lib/email/send";
import { paymentFailedTemplate } from "./emails";
import { listWorkspaceOwners } from "./queries";

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

/**
 * Tells every owner of the workspace that a payment failed: a billing notification and an email, both
 * written in the caller's transaction. Returns the stored email ids to deliver after it commits.
 */
export async function notifyPaymentFailed(
  tx: Transaction,
  input: { workspaceId: string; amountCents: number; currency: string; nextAttempt: Date | null },
): Promise<string[]> {
  const owners = await listWorkspaceOwners(tx, { workspaceId: input.workspaceId });
  const amount = money(input.amountCents, input.currency);
  const emailIds: string[] = [];
  for (const owner of owners) {
    await tx.insert(notifications).values({
      workspaceId: input.workspaceId,
      userId: owner.userId,
      category: "billing",
      title: "Payment failed",
      body: `The payment of ${amount} for your subscription failed. Update your payment method to keep your plan.`,
      href: "/billing",
    });
    emailIds.push(
      await storeEmail(tx, {
        to: owner.email,
        template: "billing-payment-failed",
        workspaceId: input.workspaceId,
        ...paymentFailedTemplate({ name: owner.name, amount, nextAttempt: input.nextAttempt, billingUrl: appLink("/billing") }),
      }),
    );
  }
  return emailIds;
}
