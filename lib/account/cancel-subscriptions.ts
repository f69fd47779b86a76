import "server-only";
import { getDb } from "@/db";
import { listPayingSubscriptionIds } from "@/lib/billing/queries";
import { getStripe } from "@/lib/billing/stripe";

const COMMENT = "Account deleted by its owner";

/**
 * Cancels at once every subscription of the workspace that still pays, before any data goes: a failure
 * here stops the deletion, so no one is charged for a workspace that no longer exists. A subscription
 * already cancelled (a retry, or a concurrent cancellation) counts as done.
 */
export async function cancelWorkspaceSubscriptions({
  workspaceId,
}: {
  workspaceId: string;
}): Promise<string[]> {
  const ids = await listPayingSubscriptionIds(await getDb(), { workspaceId });
  if (ids.length === 0) return [];
  const stripe = getStripe();
  if (!stripe) throw new Error("paying subscriptions but Stripe is not configured");
  for (const id of ids) {
    try {
      await stripe.subscriptions.cancel(
        id,
        { cancellation_details: { comment: COMMENT }, prorate: false, invoice_now: false },
        { idempotencyKey: `account-deletion/${id}` },
      );
    } catch (error) {
      const now = await stripe.subscriptions.retrieve(id);
      if (now.status !== "canceled") throw error;
    }
  }
  return ids;
}
