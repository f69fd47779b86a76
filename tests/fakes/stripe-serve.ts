/**
 * Runs the fake Stripe on its own (e2e): `tsx tests/fakes/stripe-serve.ts`. Port from STRIPE_FAKE_PORT
 * (default 4330); events are signed with STRIPE_WEBHOOK_SECRET and POSTed to STRIPE_FAKE_WEBHOOK_URL.
 */
import { startFakeStripe } from "./stripe";

const port = Number(process.env.STRIPE_FAKE_PORT ?? 4330);
const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_fake_e2e_0123456789";
const webhook = process.env.STRIPE_FAKE_WEBHOOK_URL;
const fake = await startFakeStripe({ port, webhookSecret, webhook, apiKey: process.env.STRIPE_SECRET_KEY });
console.log(`fake Stripe on ${fake.url}${webhook ? `, webhooks to ${webhook}` : ""}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
