/** Checkout, the billing REST calls' logic and the plan chosen at sign-up, against the fake Stripe. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { appEvents } from "@/db/schema";
import { startPackCheckout, startPlanCheckout } from "@/lib/billing/checkout";
import { getBalanceView, getSubscriptionView } from "@/lib/billing/overview";
import { firstSignInPath } from "@/lib/billing/signup-plan";
import { getPaymentMethod, listInvoices } from "@/lib/billing/stripe-reads";
import { syncCheckoutSession } from "@/lib/billing/sync-session";
import type { FakeStripe } from "@/tests/fakes/stripe";
import { buyer, createTenant, resetEnv, sessionIdOf, startBillingFake, workspacePlan } from "./support";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startBillingFake();
});
afterAll(async () => {
  resetEnv();
  await fake.close();
});

describe("checkout", () => {
  it("creates one customer per workspace and one session per idempotency key", async () => {
    const tenant = await createTenant();
    const first = await startPlanCheckout(buyer(tenant), { plan: "PRO", idempotencyKey: "retry-key-1" });
    const again = await startPlanCheckout(buyer(tenant), { plan: "PRO", idempotencyKey: "retry-key-1" });
    expect(again.url).toBe(first.url);
    const pack = await startPackCheckout(buyer(tenant), { pack: "CREDITS100" });
    const sessions = [sessionIdOf(first.url), sessionIdOf(pack.url)].map((id) => fake.sessions.get(id));
    expect(new Set(sessions.map((s) => s?.customer)).size).toBe(1);
    expect(sessions[0]).toMatchObject({
      mode: "subscription",
      metadata: { workspaceId: tenant.workspaceId, plan: "PRO" },
    });
    expect(sessions[1]).toMatchObject({
      mode: "payment",
      metadata: { workspaceId: tenant.workspaceId, pack: "CREDITS100" },
    });
    expect(String(sessions[0]?.success_url)).toBe(
      "http://localhost:3000/billing-success?session_id={CHECKOUT_SESSION_ID}",
    );
  });

  it("syncs a paid session on the success page, and refuses another workspace's session", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const sessionId = sessionIdOf((await startPlanCheckout(buyer(tenant), { plan: "PRO" })).url);
    fake.payWithoutSending(sessionId);
    await expect(syncCheckoutSession({ workspaceId: other.workspaceId, sessionId })).rejects.toMatchObject({
      status: 404,
    });
    const summary = await syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId });
    expect(summary).toMatchObject({
      kind: "subscription",
      planCode: "PRO",
      planName: "Professional",
      status: "active",
    });
    expect(await workspacePlan(tenant.workspaceId)).toBe("PRO");
    const view = await getSubscriptionView({ workspaceId: tenant.workspaceId });
    expect(view).toMatchObject({ planCode: "PRO", status: "active" });
    // Paying again for another plan while subscribed goes through the portal, never a second subscription.
    const change = await startPlanCheckout(buyer(tenant), { plan: "ENTERPRISE" });
    expect(change.url).toContain("/p/session/");
    await expect(startPlanCheckout(buyer(tenant), { plan: "PRO" })).rejects.toMatchObject({ status: 409 });
  });

  it("shows the card, the invoices and the balance with a bonus", async () => {
    const tenant = await createTenant();
    await fake.completeCheckout(sessionIdOf((await startPlanCheckout(buyer(tenant), { plan: "PRO" })).url));
    expect(await getPaymentMethod({ workspaceId: tenant.workspaceId })).toEqual({
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
      isDefault: true,
    });
    const invoices = await listInvoices({ workspaceId: tenant.workspaceId, limit: 5 });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      source: "subscription",
      amount_cents: 3800,
      currency: "usd",
      status: "paid",
    });
    const subscription = await getSubscriptionView({ workspaceId: tenant.workspaceId });
    const balance = await getBalanceView({ workspaceId: tenant.workspaceId, subscription });
    expect(balance).toMatchObject({
      balance: 5_100,
      creditsTotal: 5_100,
      creditsUsed: 0,
      planCredits: 5_000,
      bonus: 100,
    });
  });

  it("without Stripe keys says billing is not configured and still renders from the catalog", async () => {
    const tenant = await createTenant();
    resetEnv();
    try {
      await expect(startPlanCheckout(buyer(tenant), { plan: "PRO" })).rejects.toMatchObject({
        status: 503,
        message: "Billing is not configured on this server.",
      });
      expect(await listInvoices({ workspaceId: tenant.workspaceId, limit: 5 })).toEqual([]);
      expect(await getPaymentMethod({ workspaceId: tenant.workspaceId })).toBeNull();
      const view = await getSubscriptionView({ workspaceId: tenant.workspaceId });
      expect(view.planCode).toBe("FREE");
      const now = new Date();
      expect(view.currentPeriodEnd).toBe(
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      );
    } finally {
      await startBillingFakeEnv();
    }
  });

  it("sends the first sign-in to the plan chosen at sign-up, once, and never after an upgrade", async () => {
    const tenant = await createTenant();
    const db = await getDb();
    await db.insert(appEvents).values({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      type: "user.signed_up",
      data: { plan: "PRO" },
    });
    expect(await firstSignInPath({ userId: tenant.userId, firstSignIn: true, fallback: "/dashboard" })).toBe(
      "/billing/start?plan=PRO",
    );
    expect(await firstSignInPath({ userId: tenant.userId, firstSignIn: false, fallback: "/dashboard" })).toBe(
      "/dashboard",
    );
    await db
      .update(appEvents)
      .set({ data: { plan: "FREE" } })
      .where(eq(appEvents.userId, tenant.userId));
    expect(await firstSignInPath({ userId: tenant.userId, firstSignIn: true, fallback: "/leads" })).toBe(
      "/leads",
    );
  });
});

/** Restores the fake's configuration after the unconfigured case (same fake, same env). */
async function startBillingFakeEnv() {
  const { parseEnv } = await import("@/lib/env");
  const { fakePriceEnv } = await import("@/tests/fakes/stripe");
  const { WEBHOOK_SECRET } = await import("./support");
  (globalThis as { __crmEnv?: unknown }).__crmEnv = parseEnv({
    ...process.env,
    ...fakePriceEnv,
    STRIPE_SECRET_KEY: fake.apiKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
}
