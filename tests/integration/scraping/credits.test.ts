/**
 * Credits under concurrency and the sweep that ends runs whose job died (both databases): twenty
 * starts at once on a balance that covers ten, dead jobs settled once, the free plan's monthly grant.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { creditTransactions, scrapeRuns, workspaces } from "@/db/schema";
import {
  createTenant,
  getCreditBalance,
  grantCredits,
  ledgerSum,
  runLedger,
  runRow,
  testProvider,
} from "./support";

vi.mock("@/lib/scraping/providers", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/scraping/providers")>();
  const { testProvider: make } = await import("./support");
  const web = make(async () => {});
  return { getProvider: (p: string) => (p === "web" ? web : original.getProvider(p as never)) };
});

const { startScrape } = await import("@/lib/scraping/start");
const { sweepScrapeRuns } = await import("@/lib/scraping/sweep-job");
const { getBoss } = await import("@/lib/jobs/boss");
const { grantFreePlanCredits } = await import("@/lib/credits/monthly");
void testProvider;

function startWeb(tenant: { workspaceId: string; userId: string }, i: number) {
  return startScrape({
    workspaceId: tenant.workspaceId,
    userId: tenant.userId,
    platform: "web",
    parameters: { url: `https://site${i}.example` },
    target: { listName: `Concurrent ${i}` },
  });
}

async function age(runId: string) {
  const db = await getDb();
  await db
    .update(scrapeRuns)
    .set({ createdAt: sql`now() - interval '10 minutes'`, updatedAt: sql`now() - interval '10 minutes'` })
    .where(eq(scrapeRuns.id, runId));
}

describe("credits", () => {
  it("lets exactly 10 of 20 simultaneous scrapes start on a balance that covers 10", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => startWeb(tenant, i)));
    const started = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(started).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const r of refused)
      expect(r.reason).toMatchObject({
        code: "conflict:not_enough_credits",
        message: expect.stringContaining("/billing"),
      });
    const balance = await getCreditBalance({ workspaceId: tenant.workspaceId });
    expect(balance).toBe(0);
    expect(await ledgerSum(tenant.workspaceId)).toBe(balance);
    const db = await getDb();
    const runs = await db.select().from(scrapeRuns).where(eq(scrapeRuns.workspaceId, tenant.workspaceId));
    expect(runs).toHaveLength(10);
  });

  it("grants the free plan's monthly credits once per workspace and month", async () => {
    const tenant = await createTenant();
    const at = new Date("2031-02-01T00:05:00Z");
    await grantFreePlanCredits({ at });
    await grantFreePlanCredits({ at });
    const db = await getDb();
    const grants = await db
      .select()
      .from(creditTransactions)
      .where(
        sql`${creditTransactions.workspaceId} = ${tenant.workspaceId} and ${creditTransactions.reference} = 'plan:FREE:2031-02'`,
      );
    expect(grants).toHaveLength(1);
    expect(grants[0]?.amount).toBe(100);
    await db.update(workspaces).set({ plan: "PRO" }).where(eq(workspaces.id, tenant.workspaceId));
    await grantFreePlanCredits({ at: new Date("2031-03-01T00:05:00Z") });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(100);
  });
});

describe("the sweep", () => {
  it("fails and settles once a run whose job failed for good, and leaves a live job alone", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const dead = await startWeb(tenant, 100);
    const live = await startWeb(tenant, 101);
    const boss = await getBoss();
    expect((await boss.getJobById("scrape", dead.id))?.state).toBe("created");
    await boss.cancel("scrape", dead.id);
    await age(dead.id);
    await age(live.id);
    expect(await sweepScrapeRuns()).toBe(1);
    expect(await sweepScrapeRuns()).toBe(0);
    const ended = await runRow(dead.id);
    expect(ended.status).toBe("failed");
    expect(ended.errorMessage).toMatch(/stopped before it finished/);
    expect(await runLedger(tenant.workspaceId, dead.id)).toHaveLength(2);
    expect((await runRow(live.id)).status).toBe("queued");
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(9);
  });

  it("queues again a run whose job was never sent", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const run = await startWeb(tenant, 200);
    const boss = await getBoss();
    await boss.deleteJob("scrape", run.id);
    expect(await boss.getJobById("scrape", run.id)).toBeNull();
    await age(run.id);
    await sweepScrapeRuns();
    expect((await boss.getJobById("scrape", run.id))?.state).toBe("created");
    expect((await runRow(run.id)).status).toBe("queued");
  });
});
