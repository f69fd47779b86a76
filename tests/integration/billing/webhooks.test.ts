/**
 * POST /api/stripe/webhook against the fake Stripe (RELIABILITY 43 to 46): signatures, exactly-once
 * effects under duplicates and concurrency, out-of-order subscription events, pack refunds.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { billingSubscriptions, emails, notifications } from "@/db/schema";
import { startPackCheckout, startPlanCheckout } from "@/lib/billing/checkout";
import { getCreditBalance } from "@/lib/credits/queries";
import type { FakeStripe } from "@/tests/fakes/stripe";
import { eventObject, signPayload } from "@/tests/fakes/stripe-objects";
import {
  billingDigest,
  buyer,
  createTenant,
  ledger,
  ledgerSum,
  postToRoute,
  resetEnv,
  sessionIdOf,
  shuffle,
  startBillingFake,
  WEBHOOK_SECRET,
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

async function subscribe(tenant: Tenant, plan: "PRO" | "ENTERPRISE" = "PRO") {
  const { url } = await startPlanCheckout(buyer(tenant), { plan });
  return sessionIdOf(url);
}

const typeOf = (e: Record<string, unknown>) => e.type as string;

describe("Stripe webhook", () => {
  it("refuses a bad, stale, tampered or missing signature with 400 and changes nothing", async () => {
    const tenant = await createTenant();
    const [, , invoicePaid] = fake.payWithoutSending(await subscribe(tenant));
    const payload = JSON.stringify(invoicePaid, null, 2);
    const before = await billingDigest();
    expect(await postToRoute(payload, signPayload(payload, "whsec_someone_else_0123456789"))).toBe(400);
    expect(
      await postToRoute(payload, signPayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301)),
    ).toBe(400);
    expect(
      await postToRoute(
        payload.replace("subscription_create", "subscription_cycle"),
        signPayload(payload, WEBHOOK_SECRET),
      ),
    ).toBe(400);
    expect(await postToRoute(JSON.stringify(JSON.parse(payload)), signPayload(payload, WEBHOOK_SECRET))).toBe(
      400,
    );
    expect(await postToRoute(payload, null)).toBe(400);
    expect(await postToRoute(payload, "t=1,v1=deadbeef")).toBe(400);
    expect(await billingDigest()).toEqual(before);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(100);
  });

  it("upgrades through Checkout: Professional and 5,000 more credits, once however often the events come", async () => {
    const tenant = await createTenant();
    const events = fake.payWithoutSending(await subscribe(tenant));
    for (const event of events) expect(await send(event)).toBe(200);
    expect(await workspacePlan(tenant.workspaceId)).toBe("PRO");
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5_100);
    // The same events again, one of them three times at once: nothing more.
    const paid = events.find((e) => typeOf(e) === "invoice.paid") as Record<string, unknown>;
    const statuses = await Promise.all([send(paid), send(paid), send(paid), ...events.map(send)]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5_100);
    expect((await ledger(tenant.workspaceId)).filter((r) => r.reference.startsWith("invoice:"))).toHaveLength(
      1,
    );
  });

  it("ends in the right plan when invoice.paid comes before customer.subscription.created", async () => {
    const tenant = await createTenant();
    const events = fake.payWithoutSending(await subscribe(tenant, "ENTERPRISE"));
    const order = [
      "invoice.paid",
      "customer.subscription.updated",
      "customer.subscription.created",
      "checkout.session.completed",
    ];
    for (const type of order)
      expect(await send(events.find((e) => typeOf(e) === type) as Record<string, unknown>)).toBe(200);
    expect(await workspacePlan(tenant.workspaceId)).toBe("ENTERPRISE");
    const db = await getDb();
    const [sub] = await db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.workspaceId, tenant.workspaceId));
    // The late `created` said incomplete; the state stored is Stripe's own (active).
    expect(sub?.status).toBe("active");
    expect(sub?.currentPeriodEnd).toBeInstanceOf(Date);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(25_100);
  });

  it("applies fifty concurrent deliveries of a shuffled renewal sequence once per invoice", async () => {
    const tenant = await createTenant();
    const sessionId = await subscribe(tenant);
    const first = fake.payWithoutSending(sessionId);
    const subscriptionId = fake.sessions.get(sessionId)?.subscription as string;
    const renewals = [
      ...fake.renewal(subscriptionId),
      ...fake.renewal(subscriptionId),
      ...fake.renewal(subscriptionId),
    ];
    const sequence = [...first, ...renewals];
    const deliveries = shuffle(
      Array.from({ length: 50 }, (_, i) => sequence[i % sequence.length] as Record<string, unknown>),
    );
    const statuses = await Promise.all(deliveries.map(send));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const invoiceIds = sequence
      .filter((e) => typeOf(e) === "invoice.paid")
      .map((e) => (e.data as { object: { id: string } }).object.id);
    expect(invoiceIds).toHaveLength(4);
    const grants = (await ledger(tenant.workspaceId)).filter((r) => r.reference.startsWith("invoice:"));
    expect(grants.map((g) => g.reference).sort()).toEqual(invoiceIds.map((id) => `invoice:${id}`).sort());
    const balance = await getCreditBalance({ workspaceId: tenant.workspaceId });
    expect(balance).toBe(100 + 4 * 5_000);
    expect(await ledgerSum(tenant.workspaceId)).toBe(balance);
    expect(await workspacePlan(tenant.workspaceId)).toBe("PRO");
    const db = await getDb();
    const [sub] = await db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.stripeSubscriptionId, subscriptionId));
    const item = (fake.subscriptions.get(subscriptionId)?.items as { data: { current_period_end: number }[] })
      .data[0];
    expect(sub?.currentPeriodEnd?.getTime()).toBe((item?.current_period_end ?? 0) * 1000);
  });

  it("takes back the unspent part of a refunded, half-spent pack, once", async () => {
    const tenant = await createTenant();
    const { url } = await startPackCheckout(buyer(tenant), { pack: "CREDITS1000" });
    await fake.completeCheckout(sessionIdOf(url));
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(1_100);
    const db = await getDb();
    const { creditTransactions } = await import("@/db/schema");
    await db.insert(creditTransactions).values({
      workspaceId: tenant.workspaceId,
      kind: "charge",
      amount: -600,
      reference: "test:spend",
      description: "Spent on a scrape",
    });
    const paymentIntent = fake.sessions.get(sessionIdOf(url))?.payment_intent as string;
    const refunded = fake.refund(paymentIntent);
    expect(await send(refunded)).toBe(200);
    expect(await send(refunded)).toBe(200);
    // 500 were left; all of it goes, the 600 spent stay spent, and the balance stops at zero.
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(0);
    expect(await ledgerSum(tenant.workspaceId)).toBe(0);
  });

  it("removes a partial refund's share, and handles a refund that arrives before its purchase", async () => {
    const tenant = await createTenant();
    const { url } = await startPackCheckout(buyer(tenant), { pack: "CREDITS1000" });
    const [completed] = fake.payWithoutSending(sessionIdOf(url));
    const paymentIntent = fake.sessions.get(sessionIdOf(url))?.payment_intent as string;
    const charge = fake.refund(paymentIntent, 250); // a quarter of $10.00
    expect(await send(charge)).toBe(200);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(100 + 1_000 - 250);
    expect(await send(completed as Record<string, unknown>)).toBe(200);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(850);
    expect(await send(fake.refund(paymentIntent, 250))).toBe(200);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(600);
  });

  it("tells the owner about a failed payment in the app and by email, once", async () => {
    const tenant = await createTenant();
    const events = fake.payWithoutSending(await subscribe(tenant));
    for (const event of events) await send(event);
    const paid = events.find((e) => typeOf(e) === "invoice.paid") as {
      data: { object: Record<string, unknown> };
    };
    const failed = eventObject("invoice.payment_failed", {
      ...paid.data.object,
      id: "in_failed_1",
      status: "open",
      amount_paid: 0,
      billing_reason: "subscription_cycle",
      next_payment_attempt: Math.floor(Date.now() / 1000) + 86_400,
    });
    expect(await send(failed)).toBe(200);
    expect(await send(failed)).toBe(200);
    const db = await getDb();
    const notes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.workspaceId, tenant.workspaceId), eq(notifications.userId, tenant.userId)));
    // The paid first invoice said so once, and the failed one once, however often it was delivered.
    expect(notes.map((n) => [n.category, n.title]).sort()).toEqual([
      ["billing", "Payment failed"],
      ["billing", "Payment received"],
    ]);
    const mail = await db.select().from(emails).where(eq(emails.toAddress, tenant.email));
    expect(mail.map((m) => m.subject)).toEqual(["Your CRM Pro payment failed"]);
    expect(mail[0]?.text).toContain("$38.00");
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5_100);
  });

  it("returns to the free plan when the subscription is deleted and a late update does not revive it", async () => {
    const tenant = await createTenant();
    const sessionId = await subscribe(tenant);
    const events = fake.payWithoutSending(sessionId);
    for (const event of events) await send(event);
    const sub = fake.subscriptions.get(fake.sessions.get(sessionId)?.subscription as string) as Record<
      string,
      unknown
    >;
    const staleUpdate = eventObject("customer.subscription.updated", structuredClone(sub));
    sub.status = "canceled";
    sub.ended_at = Math.floor(Date.now() / 1000);
    expect(await send(eventObject("customer.subscription.deleted", structuredClone(sub)))).toBe(200);
    expect(await workspacePlan(tenant.workspaceId)).toBe("FREE");
    expect(await send(staleUpdate)).toBe(200);
    expect(await workspacePlan(tenant.workspaceId)).toBe("FREE");
  });

  it("acknowledges unknown event types, ignores manual invoices, and logs loudly on another API version", async () => {
    const tenant = await createTenant();
    const before = await getCreditBalance({ workspaceId: tenant.workspaceId });
    expect(await send(eventObject("customer.tax_id.created", { id: "txi_1", object: "tax_id" }))).toBe(200);
    const manual = eventObject("invoice.paid", {
      id: "in_manual_1",
      object: "invoice",
      status: "paid",
      billing_reason: "manual",
      parent: null,
      customer: "cus_unknown",
      lines: { object: "list", data: [] },
    });
    expect(await send(manual)).toBe(200);
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const old = {
      ...eventObject("customer.tax_id.created", { id: "txi_2", object: "tax_id" }),
      api_version: "2025-01-27.acacia",
    };
    expect(await send(old)).toBe(200);
    expect(spy.mock.calls.flat().join(" ")).toContain("2025-01-27.acacia");
    spy.mockRestore();
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(before);
  });
});
