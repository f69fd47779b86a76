import "server-only";
import type { Transaction } from "@/db";
import { appLink } from "@/lib/links/app-link";
import { storeEmail } from "@/lib/email/send";
import { notify } from "@/lib/notifications/notify";
import { paymentFailedTemplate } from "./emails";
import { listWorkspaceOwners } from "./queries";

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

/**
 * Tells every owner of the workspace that a payment failed: a billing notification, and its own email
 * to the owners whose billing email is on, both written in the caller's transaction. Returns the
 * stored email ids to deliver after it commits.
 */
export async function notifyPaymentFailed(
  tx: Transaction,
  input: { workspaceId: string; amountCents: number; currency: string; nextAttempt: Date | null },
): Promise<string[]> {
  const amount = money(input.amountCents, input.currency);
  const { emailUserIds } = await notify(
    {
      workspaceId: input.workspaceId,
      to: "owners",
      category: "billing",
      title: "Payment failed",
      body: `The payment of ${amount} for your subscription failed. Update your payment method to keep your plan.`,
      href: "/billing",
      ownEmail: true,
    },
    tx,
  );
  const owners = await listWorkspaceOwners(tx, { workspaceId: input.workspaceId });
  const emailIds: string[] = [];
  for (const owner of owners.filter((o) => emailUserIds.includes(o.userId))) {
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

/** Tells the owners a paid invoice added its plan credits (once: the grant is once per invoice). */
export async function notifyPaymentSucceeded(
  tx: Transaction,
  input: { workspaceId: string; planName: string; credits: number },
): Promise<void> {
  await notify(
    {
      workspaceId: input.workspaceId,
      to: "owners",
      category: "billing",
      title: "Payment received",
      body: `Your ${input.planName} payment went through and ${input.credits.toLocaleString("en-US")} credits were added.`,
      href: "/billing",
    },
    tx,
  );
}

/** Tells every owner that a second subscription was cancelled and refunded at once (their plan is unchanged). */
export async function notifyDuplicateRefunded(
  tx: Transaction,
  input: { workspaceId: string; planName: string; refundedCents: number; currency: string },
): Promise<void> {
  const refunded =
    input.refundedCents > 0
      ? `its payment of ${money(input.refundedCents, input.currency)} was refunded`
      : "nothing was charged for it";
  await notify(
    {
      workspaceId: input.workspaceId,
      to: "owners",
      category: "billing",
      title: "Second subscription cancelled and refunded",
      body: `A second ${input.planName} subscription was paid for this workspace, which already has one. It was cancelled at once and ${refunded}. Your plan is unchanged.`,
      href: "/billing",
    },
    tx,
  );
}
