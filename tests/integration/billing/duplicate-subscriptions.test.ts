/**
 * Two checkouts, two subscriptions: a new plan checkout expires the earlier open one, and two plan
 * checkouts both paid anyway (opened before either expired) end in one subscription, whichever's
 * events come first: the newer one cancelled and refunded at once, its credits never kept, one notice.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { billingSubscriptions, notifications } from "@/db/schema";
import { startPlanCheckout } from "@/lib/billing/checkout";
import { ensureCustomer } from "@/lib/billing/customer";
import { requireStripe } from "@/lib/billing/stripe";
import { syncCheckoutSession } from "@/lib/billing/sync-session";
import { getCreditBalance } from "@/lib/credits/queries";
import type { FakeStripe } from "@/tests/fakes/stripe";
import {
  buyer,
  createTenant,
  resetEnv,
  sessionIdOf,
  shuffle,
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

/** A plan checkout as the app makes it, created directly so that neither expires the other (a race). */
async function rawPlanCheckout(tenant: Tenant, price: string) {
  const stripe = requireStripe();
  const customer = await ensureCustomer(stripe, buyer(tenant));
  const metadata = { workspaceId: tenant.workspaceId, plan: "PRO" };
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: tenant.workspaceId,
    line_items: [{ price, quantity: 1 }],
    metadata,
    subscription_data: { metadata },
    success_url: "http://localhost:3000/billing-success?session_id={CHECKOUT_SESSION_ID}",
  });
  return session.id;
}

async function outcome(tenant: Tenant, sessions: string[]) {
  const subscriptionIds = sessions.map((s) => fake.sessions.get(s)?.subscription as string);
  const subs = subscriptionIds.map((id) => fake.subscriptions.get(id) as Record<string, unknown>);
  const active = subs.filter((s) => s.status === "active");
  const cancelled = subs.filter((s) => s.status === "canceled");
  const db = await getDb();
  const stored = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.workspaceId, tenant.workspaceId));
  const notes = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.workspaceId, tenant.workspaceId),
        eq(notifications.title, "Second subscription cancelled and refunded"),
      ),
    );
  return { active, cancelled, stored, notes };
}

async function expectOneSubscription(tenant: Tenant, sessions: string[]) {
  const { active, cancelled, stored, notes } = await outcome(tenant, sessions);
  expect(active).toHaveLength(1);
  expect(cancelled).toHaveLength(1);
  const loser = cancelled[0] as { id: string; latest_invoice: string };
  // Refunded in full: the charge that paid the cancelled subscription's invoice.
  const refundedCharges = [...fake.charges.values()].filter(
    (c) => c.refunded === true && c.customer === fake.sessions.get(sessions[0] as string)?.customer,
  );
  expect(refundedCharges).toHaveLength(1);
  expect(
    fake.refunds.filter((r) => (r.metadata as Record<string, string>).subscription === loser.id),
  ).toHaveLength(1);
  expect(stored.filter((s) => s.status === "active").map((s) => s.stripeSubscriptionId)).toEqual([
    (active[0] as { id: string }).id,
  ]);
  expect(stored.find((s) => s.stripeSubscriptionId === loser.id)?.status).toBe("canceled");
  expect(await workspacePlan(tenant.workspaceId)).toBe("PRO");
  expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5_100);
  expect(notes).toHaveLength(1);
  expect(notes[0]?.body).toContain("$38.00");
}

describe("one subscription per workspace", () => {
  it("expires the earlier open plan checkout when a new one is made", async () => {
    const tenant = await createTenant();
    const first = sessionIdOf((await startPlanCheckout(buyer(tenant), { plan: "PRO" })).url);
    const second = sessionIdOf((await startPlanCheckout(buyer(tenant), { plan: "ENTERPRISE" })).url);
    expect(fake.sessions.get(first)?.status).toBe("expired");
    expect(fake.sessions.get(second)?.status).toBe("open");
  });

  for (const order of ["first's events first", "second's events first", "interleaved"] as const) {
    it(`two plan checkouts both paid, ${order}: one active subscription, the other cancelled and refunded`, async () => {
      const tenant = await createTenant();
      const sessions = [
        await rawPlanCheckout(tenant, "price_fake_pro"),
        await rawPlanCheckout(tenant, "price_fake_pro"),
      ];
      const [a, b] = sessions.map((s) => fake.payWithoutSending(s)) as [
        Record<string, unknown>[],
        Record<string, unknown>[],
      ];
      const sequence =
        order === "first's events first"
          ? [...a, ...b]
          : order === "second's events first"
            ? [...b, ...a]
            : a.flatMap((e, i) => [e, b[i] as Record<string, unknown>]);
      for (const event of sequence) expect(await send(event)).toBe(200);
      // Every event again, and the cancellation's own events: nothing changes.
      for (const event of [...sequence, ...fake.pending.splice(0)]) expect(await send(event)).toBe(200);
      await expectOneSubscription(tenant, sessions);
    });
  }

  it("two plan checkouts both paid, every event delivered at once: still one subscription", async () => {
    const tenant = await createTenant();
    const sessions = [
      await rawPlanCheckout(tenant, "price_fake_pro"),
      await rawPlanCheckout(tenant, "price_fake_pro"),
    ];
    const events = shuffle(sessions.flatMap((s) => fake.payWithoutSending(s)));
    expect((await Promise.all(events.map(send))).every((s) => s === 200)).toBe(true);
    for (const event of fake.pending.splice(0)) expect(await send(event)).toBe(200);
    await expectOneSubscription(tenant, sessions);
  });

  it("the success page's sync of the second checkout settles it too", async () => {
    const tenant = await createTenant();
    const sessions = [
      await rawPlanCheckout(tenant, "price_fake_pro"),
      await rawPlanCheckout(tenant, "price_fake_pro"),
    ];
    const events = sessions.map((s) => fake.payWithoutSending(s));
    for (const event of events[0] ?? []) await send(event);
    await syncCheckoutSession({ workspaceId: tenant.workspaceId, sessionId: sessions[1] as string });
    for (const event of events[1] ?? []) await send(event);
    await expectOneSubscription(tenant, sessions);
  });
});
