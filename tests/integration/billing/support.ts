import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { creditTransactions, memberships, users, workspaces } from "@/db/schema";
import { parseEnv, type Env } from "@/lib/env";
import { fakePriceEnv, startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe";
import { signPayload } from "@/tests/fakes/stripe-objects";

export const WEBHOOK_SECRET = "whsec_test_billing_0123456789abcdef";

const envCache = globalThis as unknown as { __crmEnv?: Env };

/** Points lib/env's Stripe settings at a fresh fake whose webhooks go straight into the route handler. */
export async function startBillingFake(): Promise<FakeStripe> {
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, webhook: postToRoute });
  envCache.__crmEnv = parseEnv({
    ...process.env,
    ...fakePriceEnv,
    STRIPE_SECRET_KEY: fake.apiKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  return fake;
}

export function resetEnv() {
  envCache.__crmEnv = undefined;
}

/** Calls POST /api/stripe/webhook as Next would, with the exact bytes and signature given. */
export async function postToRoute(payload: string, signature: string | null): Promise<number> {
  const { POST } = await import("@/app/api/stripe/webhook/route");
  const headers = new Headers({ "content-type": "application/json" });
  if (signature !== null) headers.set("stripe-signature", signature);
  const response = await POST(
    new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", headers, body: payload }),
  );
  return response.status;
}

/** Sends one event as Stripe would: pretty-printed and signed; returns the HTTP status. */
export function sendSignedEvent(event: Record<string, unknown>): Promise<number> {
  const payload = JSON.stringify(event, null, 2);
  return postToRoute(payload, signPayload(payload, WEBHOOK_SECRET));
}

/** A workspace with its owner and the free plan's first 100 credits, as sign-up leaves it. */
export async function createTenant() {
  const db = await getDb();
  const tag = randomBytes(5).toString("hex");
  const [user] = await db
    .insert(users)
    .values({
      name: `Owner ${tag}`,
      email: `owner-${tag}@example.com`,
      passwordHash: "x",
      referralCode: tag.slice(0, 8).toUpperCase(),
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [workspace] = await db
    .insert(workspaces)
    .values({ name: `Workspace ${tag}` })
    .returning();
  if (!user || !workspace) throw new Error("tenant not created");
  await db.insert(memberships).values({ workspaceId: workspace.id, userId: user.id, role: "owner" });
  await db.insert(creditTransactions).values({
    workspaceId: workspace.id,
    kind: "grant",
    amount: 100,
    reference: `plan:FREE:${tag}`,
    description: "Starter plan monthly credits",
  });
  return { workspaceId: workspace.id, userId: user.id, email: user.email, name: user.name };
}

export type Tenant = Awaited<ReturnType<typeof createTenant>>;

export const buyer = (t: Tenant) => ({ workspaceId: t.workspaceId, email: t.email, name: t.name });

export function sessionIdOf(url: string): string {
  const id = url.split("/").pop();
  if (!id?.startsWith("cs_")) throw new Error(`not a checkout url: ${url}`);
  return id;
}

export async function ledger(workspaceId: string) {
  const db = await getDb();
  return db.select().from(creditTransactions).where(eq(creditTransactions.workspaceId, workspaceId));
}

export async function ledgerSum(workspaceId: string): Promise<number> {
  return (await ledger(workspaceId)).reduce((sum, row) => sum + row.amount, 0);
}

export async function workspacePlan(workspaceId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ plan: workspaces.plan })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.plan;
}

/** Row counts of every billing-relevant table: a refused webhook must leave them all unchanged. */
export async function billingDigest() {
  const db = await getDb();
  const tables = [
    "stripe_events",
    "webhook_events",
    "credit_transactions",
    "billing_subscriptions",
    "billing_invoice_grants",
    "credit_pack_purchases",
    "notifications",
    "emails",
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  const plans = await db.select({ id: workspaces.id, plan: workspaces.plan }).from(workspaces);
  return { counts, plans: plans.sort((a, b) => a.id.localeCompare(b.id)) };
}

/** Shuffles in place (Fisher-Yates). */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
