import "server-only";
import type { Transaction } from "@/db";
import { notifications } from "@/db/schema";
import { appLink } from "@/lib/links/app-link";
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
        ...paymentFailedTemplate({
          name: owner.name,
          amount,
          nextAttempt: input.nextAttempt,
          billingUrl: appLink("/billing"),
        }),
      }),
    );
  }
  return emailIds;
}

/** Tells every owner that a second subscription was cancelled and refunded at once (their plan is unchanged). */
export async function notifyDuplicateRefunded(
  tx: Transaction,
  input: { workspaceId: string; planName: string; refundedCents: number; currency: string },
): Promise<void> {
  const owners = await listWorkspaceOwners(tx, { workspaceId: input.workspaceId });
  const refunded =
    input.refundedCents > 0
      ? `its payment of ${money(input.refundedCents, input.currency)} was refunded`
      : "nothing was charged for it";
  for (const owner of owners) {
    await tx.insert(notifications).values({
      workspaceId: input.workspaceId,
      userId: owner.userId,
      category: "billing",
      title: "Second subscription cancelled and refunded",
      body: `A second ${input.planName} subscription was paid for this workspace, which already has one. It was cancelled at once and ${refunded}. Your plan is unchanged.`,
      href: "/billing",
    });
  }
}
