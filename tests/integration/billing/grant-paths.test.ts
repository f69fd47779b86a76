/**
 * One grant path: the success page's sync and the webhook grant a period's plan credits and a pack's
 * credits through the same function and ledger key, so whichever comes first grants once. A pack is
 * known by its price (the session's line items, read from Stripe), its metadata only a hint.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPackCheckout, startPlanCheckout } from "@/lib/billing/checkout";
import { ensureCustomer } from "@/lib/billing/customer";
import { requireStripe } from "@/lib/billing/stripe";
import { syncCheckoutSession } from "@/lib/billing/sync-session";
import { getCreditBalance } from "@/lib/credits/queries";
import type { FakeStripe } from "@/tests/fakes/stripe";
import {
  buyer,
  createTenant,
  ledger,
  resetEnv,
  sessionIdOf,
  startBillingFake,
  workspacePlan,
  type Tenant,
  sendSignedEvent as send,
} from "./support";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startBillingFake();
});
afterAll(async () => {
  resetEnv();
  await fake.close();
});

const balanceOf = (t: Tenant) => getCreditBalance({ workspaceId: t.workspaceId });
const grantsOf = async (t: Tenant, prefix: string) =>
  (await ledger(t.workspaceId)).filter((r) => r.reference.startsWith(prefix));

/** A Checkout Session made the way a Payment Link or the Dashboard makes one: the price, no metadata of ours. */
async function outsideSession(tenant: Tenant, price: string, metadata: Record<string, string> = {}) {
  const stripe = requireStripe();
  const customer = await ensureCustomer(stripe, buyer(tenant));
  const session = await stripe.checkout.sessions.create({
    mode: "payment",
    customer,
    line_items: [{ price, quantity: 1 }],
    metadata,
    success_url: "https://example.com/ok",
  });
  return session.id;
}

describe("the success page and the webhook share one grant", () => {
  it("sync first: Professional with its 5,000 credits at once; the webhook afterwards adds nothing", async () => {
    const tenant = await createTenant();
    const sessionId = sessionIdOf((await startPlanCheckout(buyer(tenant), { plan: "PRO" })).url);
    const events = fake.payWithoutSending(sessionId);
    await expect(syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId })).resolves.toMatchObject({
      planCode: "PRO",
    });
    expect(await workspacePlan(tenant.workspaceId)).toBe("PRO");
    expect(await balanceOf(tenant)).toBe(5_100);
    for (const event of events) expect(await send(event)).toBe(200);
    await syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId });
    expect(await balanceOf(tenant)).toBe(5_100);
    expect(await grantsOf(tenant, "invoice:")).toHaveLength(1);
  });

  it("webhook first: the sync afterwards adds nothing", async () => {
    const tenant = await createTenant();
    const sessionId = sessionIdOf((await startPlanCheckout(buyer(tenant), { plan: "ENTERPRISE" })).url);
    await fake.completeCheckout(sessionId);
    expect(await balanceOf(tenant)).toBe(25_100);
    await syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId });
    expect(await balanceOf(tenant)).toBe(25_100);
    expect(await grantsOf(tenant, "invoice:")).toHaveLength(1);
  });

  it("a pack: sync and webhook in either order grant it once", async () => {
    const tenant = await createTenant();
    const sessionId = sessionIdOf((await startPackCheckout(buyer(tenant), { pack: "CREDITS1000" })).url);
    const [completed] = fake.payWithoutSending(sessionId);
    await syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId });
    expect(await send(completed as Record<string, unknown>)).toBe(200);
    expect(await balanceOf(tenant)).toBe(1_100);
  });
});

describe("packs are known by their price", () => {
  it("grants a pack sold outside the app (no metadata, a known price) once", async () => {
    const tenant = await createTenant();
    const sessionId = await outsideSession(tenant, "price_fake_credits1000");
    const [completed] = await fake.completeCheckout(sessionId);
    expect(await balanceOf(tenant)).toBe(1_100);
    expect(await send(completed as Record<string, unknown>)).toBe(200);
    await expect(syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId })).resolves.toMatchObject({
      kind: "pack",
      packCredits: 1_000,
    });
    expect(await balanceOf(tenant)).toBe(1_100);
    expect(await grantsOf(tenant, "pack:")).toHaveLength(1);
  });

  it("takes the pack from the price, not from metadata that names another", async () => {
    const tenant = await createTenant();
    const sessionId = await outsideSession(tenant, "price_fake_credits100", { pack: "CREDITS10000" });
    await fake.completeCheckout(sessionId);
    expect(await balanceOf(tenant)).toBe(200);
  });
});
