/**
 * Scrape slots are shared fairly between workspaces (both databases, the real job queue): a workspace
 * with a backlog has at most its slots' worth of jobs queued, so another workspace's run is queued at
 * once and reaches a worker before the backlog; each settled run hands its slot to the next waiting
 * run, and the sweep recovers a slot whose hand-over was lost.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { scrapeRuns } from "@/db/schema";
import { createTenant, grantCredits, runRow } from "./support";

vi.mock("@/lib/scraping/providers", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/scraping/providers")>();
  const { testProvider: make } = await import("./support");
  const web = make(async () => {});
  return { getProvider: (p: string) => (p === "web" ? web : original.getProvider(p as never)) };
});

const { startScrape } = await import("@/lib/scraping/start");
const { cancelRun } = await import("@/lib/scraping/cancel");
const { finishRun } = await import("@/lib/scraping/queries");
const { SCRAPE_SLOTS_PER_WORKSPACE } = await import("@/lib/scraping/dispatch");
const { sweepScrapeRuns } = await import("@/lib/scraping/sweep-job");
const { getBoss } = await import("@/lib/jobs/boss");
const { scrapeJob } = await import("@/lib/scraping/job");

async function startRuns(tenant: { workspaceId: string; userId: string }, count: number) {
  const runs = [];
  for (let i = 0; i < count; i++) {
    runs.push(
      await startScrape({
        workspaceId: tenant.workspaceId,
        userId: tenant.userId,
        platform: "web",
        parameters: { url: `https://site${i}.example` },
        target: { listName: `Backlog ${Math.random()}` },
      }),
    );
  }
  return runs;
}

async function queuedJobs(runIds: string[]): Promise<string[]> {
  const boss = await getBoss();
  const found = await Promise.all(runIds.map((id) => boss.getJobById(scrapeJob.name, id)));
  return found.flatMap((job) => (job ? [job.id] : []));
}

describe("scrape slots", () => {
  it("queues a second workspace's run ahead of the first workspace's backlog", async () => {
    const a = await createTenant();
    const b = await createTenant();
    await grantCredits(a.workspaceId, 20);
    await grantCredits(b.workspaceId, 20);
    const backlog = await startRuns(a, 8);
    const [other] = await startRuns(b, 1);
    if (!other) throw new Error("no run");

    const queued = await queuedJobs(backlog.map((r) => r.id));
    expect(queued).toEqual(backlog.slice(0, SCRAPE_SLOTS_PER_WORKSPACE).map((r) => r.id));
    expect(await queuedJobs([other.id])).toEqual([other.id]);
    for (const run of backlog.slice(SCRAPE_SLOTS_PER_WORKSPACE)) {
      expect(await runRow(run.id)).toMatchObject({ status: "queued", dispatchedAt: null });
    }

    // Four workers fetching at once (one process's scrape concurrency) get B's run beside A's two.
    const boss = await getBoss();
    const fetched = await boss.fetch(scrapeJob.name, { batchSize: 4 });
    expect(fetched.map((job) => job.id).sort()).toEqual([...queued, other.id].sort());
  });

  it("hands a settled or cancelled run's slot to the workspace's next waiting run, in order", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 20);
    const [first, second, third, fourth, fifth] = await startRuns(tenant, 5);
    if (!first || !second || !third || !fourth || !fifth) throw new Error("missing runs");
    expect(await queuedJobs([third.id, fourth.id, fifth.id])).toEqual([]);

    await finishRun({ workspaceId: tenant.workspaceId, runId: first.id, status: "succeeded" });
    expect(await queuedJobs([third.id, fourth.id, fifth.id])).toEqual([third.id]);

    // A waiting run that is cancelled never takes a slot; cancelling a dispatched one frees its slot.
    await cancelRun({ workspaceId: tenant.workspaceId, runId: fourth.id });
    expect((await runRow(fourth.id)).dispatchedAt).toBeNull();
    await cancelRun({ workspaceId: tenant.workspaceId, runId: second.id });
    expect(await queuedJobs([fourth.id, fifth.id])).toEqual([fifth.id]);
  });

  it("lets the sweep dispatch runs left waiting when a hand-over was lost", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 20);
    const runs = await startRuns(tenant, 3);
    const waiting = runs[2];
    if (!waiting) throw new Error("missing run");
    const db = await getDb();
    // A process died between settling the first run and dispatching the next.
    await db
      .update(scrapeRuns)
      .set({ status: "failed", settledAt: sql`now()` })
      .where(eq(scrapeRuns.id, runs[0]!.id));
    await db
      .update(scrapeRuns)
      .set({ updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(scrapeRuns.id, waiting.id));
    expect(await queuedJobs([waiting.id])).toEqual([]);
    await sweepScrapeRuns();
    expect(await queuedJobs([waiting.id])).toEqual([waiting.id]);
  });
});
