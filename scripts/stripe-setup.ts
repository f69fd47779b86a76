/**
 * `npm run stripe:setup`: creates CRM Pro's products, prices and webhook endpoint in a Stripe account
 * (use a test-mode key) and prints the STRIPE_* variables to set. The endpoint is created with the
 * SDK's own API version, so events arrive in the shape the webhook handler reads.
 *
 *   STRIPE_SECRET_KEY=sk_test_... APP_URL=https://your.host npm run stripe:setup
 *
 * Running it again reuses products and prices found by their lookup keys.
 */
import Stripe from "stripe";
import { creditPacks, plans } from "../lib/plans/catalog";

const key = process.env.STRIPE_SECRET_KEY;
const appUrl = process.env.APP_URL ?? "http://localhost:3000";
if (!key) {
  console.error("Set STRIPE_SECRET_KEY (a test-mode key, sk_test_...) first.");
  process.exit(1);
}
if (key.startsWith("sk_live_"))
  console.warn("WARNING: this is a live-mode key; products and prices are created in live mode.");

const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : undefined;
const stripe = new Stripe(key, {
  apiVersion: Stripe.API_VERSION,
  ...(base
    ? { host: base.hostname, port: base.port, protocol: base.protocol === "https:" ? "https" : "http" }
    : {}),
});

async function ensurePrice(
  lookupKey: string,
  name: string,
  cents: number,
  recurring: boolean,
): Promise<string> {
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const product = await stripe.products.create({ name, metadata: { app: "crm-pro", code: lookupKey } });
  const price = await stripe.prices.create({
    product: product.id,
    currency: "usd",
    unit_amount: cents,
    lookup_key: lookupKey,
    ...(recurring ? { recurring: { interval: "month" } } : {}),
  });
  return price.id;
}

const lines: string[] = [];
for (const plan of plans.filter((p) => !p.isFree)) {
  const id = await ensurePrice(
    `crm_pro_${plan.id.toLowerCase()}`,
    `CRM Pro ${plan.name}`,
    plan.price * 100,
    true,
  );
  lines.push(`STRIPE_PRICE_${plan.id}=${id}`);
}
for (const pack of creditPacks) {
  const id = await ensurePrice(
    `crm_pro_${pack.code.toLowerCase()}`,
    `CRM Pro ${pack.name}`,
    pack.price * 100,
    false,
  );
  lines.push(`STRIPE_PRICE_${pack.code}=${id}`);
}

const endpoint = await stripe.webhookEndpoints.create({
  url: new URL("/api/stripe/webhook", appUrl).toString(),
  api_version: Stripe.API_VERSION,
  description: "CRM Pro billing",
  enabled_events: [
    "checkout.session.completed",
    "checkout.session.async_payment_succeeded",
    "customer.subscription.created",
    "customer.subscription.updated",
    "customer.subscription.deleted",
    "invoice.paid",
    "invoice.payment_succeeded",
    "invoice.payment_failed",
    "charge.refunded",
  ],
});
lines.push(`STRIPE_WEBHOOK_SECRET=${endpoint.secret ?? "(shown only at creation: see the Dashboard)"}`);

console.log(
  `Created webhook endpoint ${endpoint.id} for ${endpoint.url} on API version ${Stripe.API_VERSION}.`,
);
console.log("Set these variables (with STRIPE_SECRET_KEY):\n");
console.log(lines.join("\n"));
