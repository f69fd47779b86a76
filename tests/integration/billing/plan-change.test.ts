/**
 * Enterprise from Professional: Stripe's invoice preview says what the change costs now and what it
 * grants before anything changes; the change then charges exactly that and adds the difference in
 * credits at once, and the webhook's events afterwards add nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlanCheckout } from "@/lib/billing/checkout";
import { changePlan, previewPlanChange } from "@/lib/billing/plan-change";
import { getCreditBalance } from "@/lib/credits/queries";
import type { FakeStripe } from "@/tests/fakes/stripe";
import {
  buyer,
  createTenant,
  resetEnv,
  sessionIdOf,
  startBillingFake,
  workspacePlan,
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

describe("changing a paid plan", () => {
  it("previews the proration and the new credits, then changes exactly as previewed", async () => {
    const tenant = await createTenant();
    const sessionId = sessionIdOf((await startPlanCheckout(buyer(tenant), { plan: "PRO" })).url);
    await fake.completeCheckout(sessionId);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5_100);
    const subscriptionId = fake.sessions.get(sessionId)?.subscription as string;
    const item = (
      fake.subscriptions.get(subscriptionId)?.items as {
        data: { current_period_end: number; price: { id: string } }[];
      }
    ).data[0];

    const preview = await previewPlanChange({ workspaceId: tenant.workspaceId, plan: "ENTERPRISE" });
    expect(preview).toMatchObject({
      from: "PRO",
      to: "ENTERPRISE",
      currency: "usd",
      creditsNow: 20_000,
      monthlyCredits: 25_000,
    });
    expect(preview.nextBillingDate).toBe(new Date((item?.current_period_end ?? 0) * 1000).toISOString());
    // Just after subscribing nearly the whole period remains: about $188 - $38.
    expect(preview.amountCents).toBeGreaterThan(14_000);
    expect(preview.amountCents).toBeLessThanOrEqual(15_000);
    // A preview changes nothing.
    expect(item?.price.id).toBe("price_fake_pro");
    expect(
      fake.requests.filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscriptionId}`),
    ).toHaveLength(0);
    expect(await workspacePlan(tenant.workspaceId)).toBe("PRO");

    await expect(
      changePlan({
        workspaceId: tenant.workspaceId,
        plan: "ENTERPRISE",
        prorationDate: preview.prorationDate,
      }),
    ).resolves.toEqual({
      message: "Your plan is now Enterprise.",
    });
    expect(await workspacePlan(tenant.workspaceId)).toBe("ENTERPRISE");
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(25_100);
    const charged = [...fake.invoices.values()].find((i) => i.billing_reason === "subscription_update");
    expect(charged?.amount_paid).toBe(preview.amountCents);
    for (const event of fake.pending.splice(0)) expect(await send(event)).toBe(200);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(25_100);
    await expect(
      previewPlanChange({ workspaceId: tenant.workspaceId, plan: "ENTERPRISE" }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("a downgrade previews a credit toward the next invoices and no credits now", async () => {
    const tenant = await createTenant();
    await fake.completeCheckout(
      sessionIdOf((await startPlanCheckout(buyer(tenant), { plan: "ENTERPRISE" })).url),
    );
    const preview = await previewPlanChange({ workspaceId: tenant.workspaceId, plan: "PRO" });
    expect(preview.amountCents).toBeLessThan(0);
    expect(preview).toMatchObject({ creditsNow: 0, monthlyCredits: 5_000 });
  });

  it("has nothing to change on the free plan", async () => {
    const tenant = await createTenant();
    await expect(
      previewPlanChange({ workspaceId: tenant.workspaceId, plan: "ENTERPRISE" }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
