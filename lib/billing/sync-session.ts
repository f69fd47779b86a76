import "server-only";
import type Stripe from "stripe";
import { getDb } from "@/db";
import { AppError } from "@/lib/errors";
import { grantPackCredits } from "@/lib/credits/grants";
import { getSubscriptionView } from "./overview";
import { applyPaidInvoice } from "./paid-invoice";
import { getPlan, type PlanId } from "@/lib/plans/catalog";
import { getBillingCustomerId } from "./queries";
import { packOfSession, packPurchase } from "./session-pack";
import { requireStripe } from "./stripe";
import { applySettled, recheckDuplicates, settleSubscription } from "./duplicate-subscriptions";
import { idOf, readSubscription } from "./subscription-sync";

export type SessionSummary = {
  kind: "subscription" | "pack";
  planCode: PlanId;
  planName: string;
  status: string;
  /** The workspace's real next date (see SubscriptionView), or null when it is not known. */
  currentPeriodEnd: string | null;
  packCredits?: number;
};

/** Ours when the app tagged it, or when it was paid by the workspace's own Stripe customer (a Payment Link). */
async function belongsTo(session: Stripe.Checkout.Session, workspaceId: string): Promise<boolean> {
  if (session.metadata?.workspaceId === workspaceId || session.client_reference_id === workspaceId)
    return true;
  const customer = idOf(session.customer);
  return Boolean(customer) && customer === (await getBillingCustomerId({ workspaceId }));
}

/**
 * The success page's sync: reads the Checkout Session from Stripe and applies what it says through the
 * webhook's own functions (the pack's grant keyed by the session, the first invoice's plan credits
 * keyed by the invoice), so whichever comes first grants and the other changes nothing. A session of
 * another workspace is a 404.
 */
export async function syncCheckoutSession({
  workspaceId,
  sessionId,
}: {
  workspaceId: string;
  sessionId: string;
}): Promise<SessionSummary> {
  const stripe = requireStripe();
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["line_items"] }).catch(() => {
    throw new AppError("not_found:checkout_session");
  });
  if (!(await belongsTo(session, workspaceId))) throw new AppError("not_found:checkout_session");
  const db = await getDb();
  if (session.mode === "payment") {
    const paid = await packOfSession(stripe, session);
    if (paid && session.payment_status === "paid") {
      await db.transaction((tx) => grantPackCredits(tx, packPurchase(session, workspaceId, paid)));
    }
    const view = await getSubscriptionView({ workspaceId });
    return {
      kind: "pack",
      planCode: view.planCode,
      planName: getPlan(view.planCode).name,
      status: session.payment_status,
      currentPeriodEnd: view.currentPeriodEnd,
      packCredits: paid?.credits,
    };
  }
  const subscriptionId = idOf(session.subscription);
  const settled = await settleSubscription(
    stripe,
    subscriptionId ? await readSubscription(stripe, subscriptionId) : undefined,
  );
  const read = settled.read;
  const invoiceId = idOf(session.invoice) ?? idOf(read?.subscription.latest_invoice);
  const invoice = invoiceId ? await stripe.invoices.retrieve(invoiceId) : undefined;
  if (read) {
    await db.transaction(async (tx) => {
      await applySettled(tx, settled);
      if (invoice) await applyPaidInvoice(tx, { invoice, read });
    });
    await recheckDuplicates(stripe, workspaceId);
  }
  const view = await getSubscriptionView({ workspaceId });
  return {
    kind: "subscription",
    planCode: view.planCode,
    planName: getPlan(view.planCode).name,
    status: read?.subscription.status ?? session.status ?? "open",
    currentPeriodEnd: view.currentPeriodEnd,
  };
}
