import "server-only";
import type Stripe from "stripe";
import { getDb } from "@/db";
import { getBillingCustomerId, saveBillingCustomer } from "./queries";

/** The workspace's Stripe customer, created once (the idempotency key makes a retried create one customer). */
export async function ensureCustomer(
  stripe: Stripe,
  { workspaceId, email, name }: { workspaceId: string; email: string; name: string },
): Promise<string> {
  const existing = await getBillingCustomerId({ workspaceId });
  if (existing) return existing;
  const customer = await stripe.customers.create(
    { email, name, metadata: { workspaceId } },
    { idempotencyKey: `customer:${workspaceId}` },
  );
  return saveBillingCustomer(await getDb(), { workspaceId, stripeCustomerId: customer.id });
}
