import "server-only";
import { appLink } from "@/lib/links/app-link";
import { AppError } from "@/lib/errors";
import { getBillingCustomerId } from "./queries";
import { requireStripe } from "./stripe";

/** A Stripe Customer Portal session for the workspace's customer, returning to the subscription tab. */
export async function openCustomerPortal({ workspaceId }: { workspaceId: string }): Promise<string> {
  const stripe = requireStripe();
  const customer = await getBillingCustomerId({ workspaceId });
  if (!customer)
    throw new AppError(
      "not_found:customer",
      "There is no billing account yet. Choose a plan or buy credits first.",
    );
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: appLink("/settings", { tab: "subscription" }),
  });
  return session.url;
}
