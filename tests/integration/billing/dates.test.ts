/**
 * The billing screens show real dates or none: a subscription's period end as Stripe has it, and on
 * the free plan the first of next month (when the monthly job grants its credits), never today + 30.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CurrentPlanCard } from "@/components/billing/current-plan-card";
import { WorkspaceTimeZoneProvider } from "@/components/shell/workspace-time-zone";
import { formatDate } from "@/lib/format/dates";
import { startPackCheckout, startPlanCheckout } from "@/lib/billing/checkout";
import { getSubscriptionView } from "@/lib/billing/overview";
import { syncCheckoutSession } from "@/lib/billing/sync-session";
import type { FakeStripe } from "@/tests/fakes/stripe";
import { buyer, createTenant, resetEnv, sessionIdOf, startBillingFake } from "./support";

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startBillingFake();
});
afterAll(async () => {
  resetEnv();
  await fake.close();
});

/** The text a screen shows, rendered in the given workspace time zone. */
function textOf(node: ReactNode, timeZone = "UTC"): string {
  const html = renderToStaticMarkup(WorkspaceTimeZoneProvider({ timeZone, children: node }));
  return html.replace(/<[^>]+>/g, "");
}

const firstOfNextMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
};

describe("billing dates", () => {
  it("a pack bought on a subscription shows the subscription's own period end", async () => {
    const tenant = await createTenant();
    const planSession = sessionIdOf((await startPlanCheckout(buyer(tenant), { plan: "PRO" })).url);
    fake.payWithoutSending(planSession);
    // The subscription renews in 12 days, not 30.
    const subscriptionId = fake.sessions.get(planSession)?.subscription as string;
    const item = (fake.subscriptions.get(subscriptionId)?.items as { data: Record<string, number>[] })
      .data[0] as Record<string, number>;
    item.current_period_end = Math.floor(Date.now() / 1000) + 12 * 86_400;
    await syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId: planSession });
    const renews = new Date((item.current_period_end as number) * 1000).toISOString();
    expect((await getSubscriptionView({ workspaceId: tenant.workspaceId })).currentPeriodEnd).toBe(renews);

    const packSession = sessionIdOf((await startPackCheckout(buyer(tenant), { pack: "CREDITS100" })).url);
    fake.payWithoutSending(packSession);
    const summary = await syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId: packSession });
    expect(summary).toMatchObject({ kind: "pack", planCode: "PRO", currentPeriodEnd: renews });
  });

  it("on the free plan the credits renew on the first of next month, on the card and after a pack", async () => {
    const tenant = await createTenant();
    const view = await getSubscriptionView({ workspaceId: tenant.workspaceId });
    expect(view.currentPeriodEnd).toBe(firstOfNextMonth());
    expect(textOf(CurrentPlanCard({ subscription: view }))).toContain(
      `Credits renew on: ${formatDate(firstOfNextMonth(), "UTC")}`,
    );
    // Midnight UTC on the first is still the last day of the month in Los Angeles.
    expect(textOf(CurrentPlanCard({ subscription: view }), "America/Los_Angeles")).toContain(
      `Credits renew on: ${formatDate(firstOfNextMonth(), "America/Los_Angeles")}`,
    );
    const packSession = sessionIdOf((await startPackCheckout(buyer(tenant), { pack: "CREDITS100" })).url);
    fake.payWithoutSending(packSession);
    const summary = await syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId: packSession });
    expect(summary).toMatchObject({ kind: "pack", planCode: "FREE", currentPeriodEnd: firstOfNextMonth() });
  });

  it("shows no date rather than a guess when the period end is not known", () => {
    const card = CurrentPlanCard({
      subscription: {
        planCode: "PRO",
        status: "active",
        currentPeriodStart: new Date().toISOString(),
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      },
    });
    expect(textOf(card)).not.toContain("Next billing date");
  });
});
