/** Billing: the spec's billing calls, owner-only changes, and the signature-checked Stripe webhook. */
import { parseEnv, type Env } from "@/lib/env";
import { fakePriceEnv, startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe";
import type { Fixtures } from "../support/fixtures";
import type { RouteSpec } from "../support/spec";

let fake: Promise<FakeStripe> | undefined;
const envCache = globalThis as unknown as { __crmEnv?: Env };
const checkoutSessions = new Map<string, string>();

/** Configures Stripe against one local fake for the rest of the run (no other area reads STRIPE_*). */
async function configureFakeStripe(): Promise<FakeStripe> {
  fake ??= startFakeStripe({ webhookSecret: "whsec_security_matrix_0123456789" });
  const stripe = await fake;
  envCache.__crmEnv = parseEnv({
    ...process.env,
    ...fakePriceEnv,
    STRIPE_SECRET_KEY: stripe.apiKey,
    STRIPE_WEBHOOK_SECRET: "whsec_security_matrix_0123456789",
    STRIPE_API_BASE: stripe.url,
  });
  return stripe;
}

/** Workspace A gets a Stripe customer and a paid Professional Checkout Session (its webhooks not sent). */
async function prepareCustomer(f: Fixtures) {
  const stripe = await configureFakeStripe();
  const { startPlanCheckout } = await import("@/lib/billing/checkout");
  const { url } = await startPlanCheckout(
    { workspaceId: f.a.workspaceId, email: f.a.owner.email, name: "Owner A" },
    { plan: "PRO" },
  );
  const sessionId = url.split("/").pop() as string;
  stripe.payWithoutSending(sessionId);
  checkoutSessions.set(f.a.workspaceId, sessionId);
}

/** Workspace A on a paid Professional subscription, stored as the success page stores it. */
async function preparePaying(f: Fixtures) {
  await prepareCustomer(f);
  const { syncCheckoutSession } = await import("@/lib/billing/sync-session");
  await syncCheckoutSession({
    workspaceId: f.a.workspaceId,
    sessionId: checkoutSessions.get(f.a.workspaceId) as string,
  });
}

const read = (path: string): RouteSpec => ({
  access: { kind: "session" },
  request: (_f, self) => ({ path: `${path}${path.includes("?") ? "&" : "?"}userId=${self.userId}` }),
  mayChange: [],
  foreign: "not_found",
  prepare: prepareCustomer,
});

export const billingRoutes: Record<string, RouteSpec> = {
  "GET /api/billing/subscription": read("/api/billing/subscription"),
  "GET /api/billing/balance": read("/api/billing/balance"),
  "GET /api/billing/invoices": {
    ...read("/api/billing/invoices?limit=5"),
    access: { kind: "session", permission: "billing:read" },
    fuzz: true,
  },
  "GET /api/billing/payment-method": {
    ...read("/api/billing/payment-method"),
    access: { kind: "session", permission: "billing:read" },
  },
  "GET /api/billing/customer-portal": {
    ...read("/api/billing/customer-portal"),
    access: { kind: "session", permission: "billing:write" },
  },
  "POST /api/billing/checkout": {
    access: { kind: "session", permission: "billing:write" },
    request: (_f, self) => ({
      path: "/api/billing/checkout",
      body: { userId: self.userId, productCode: "ENTERPRISE" },
    }),
    mayChange: ["billing_customers"],
    foreign: "not_found",
    fuzz: true,
    prepare: async () => void (await configureFakeStripe()),
  },
  "POST /api/billing/checkout-credits": {
    access: { kind: "session", permission: "billing:write" },
    request: (_f, self) => ({
      path: "/api/billing/checkout-credits",
      body: { userId: self.userId, packCode: "CREDITS1000" },
    }),
    mayChange: ["billing_customers"],
    foreign: "not_found",
    fuzz: true,
    prepare: async () => void (await configureFakeStripe()),
  },
  "GET /api/billing/plan-change": {
    access: { kind: "session", permission: "billing:write" },
    request: () => ({ path: "/api/billing/plan-change?productCode=ENTERPRISE" }),
    mayChange: [],
    foreign: "not_found",
    prepare: preparePaying,
  },
  "POST /api/billing/plan-change": {
    access: { kind: "session", permission: "billing:write" },
    request: (_f, self) => ({
      path: "/api/billing/plan-change",
      body: { userId: self.userId, productCode: "ENTERPRISE", prorationDate: Math.floor(Date.now() / 1000) },
    }),
    mayChange: [
      "billing_subscriptions",
      "workspaces",
      "billing_invoice_grants",
      "credit_transactions",
      "notifications",
      "notification_email_items",
    ],
    foreign: "not_found",
    fuzz: true,
    prepare: preparePaying,
  },
  "POST /api/billing/sync-session": {
    access: { kind: "session", permission: "billing:write" },
    request: (f) => ({
      path: "/api/billing/sync-session",
      body: { sessionId: checkoutSessions.get(f.a.workspaceId) ?? "cs_missing" },
    }),
    // The sync grants the first invoice's plan credits, as the webhook would (one grant between them).
    mayChange: [
      "billing_subscriptions",
      "workspaces",
      "billing_customers",
      "billing_invoice_grants",
      "credit_transactions",
      "credit_pack_purchases",
      "notifications",
      "notification_email_items",
    ],
    foreign: "not_found",
    fuzz: true,
    prepare: prepareCustomer,
  },
  "POST /api/stripe/webhook": {
    access: {
      kind: "public",
      reason: "Stripe webhook: no session, every delivery is checked with the endpoint's signing secret",
    },
    request: () => ({
      path: "/api/stripe/webhook",
      body: { id: "evt_unsigned", object: "event", type: "invoice.paid" },
    }),
    mayChange: [],
    csrfExempt:
      "Stripe's servers post without an Origin; the Stripe-Signature HMAC authenticates every delivery",
  },
};
