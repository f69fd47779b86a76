/**
 * The scrape sweep on the generic row sweep (both databases, the real job queue): a run whose worker
 * died is handed back under a new job id and finished by it, one that used its attempts is failed and
 * settled once, and a run waiting for its workspace's slot is left to the dispatcher.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { scrapeRuns } from "@/db/schema";
import { createTenant, getCreditBalance, grantCredits, runLedger, runRow } from "./support";

vi.mock("@/lib/scraping/providers", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/scraping/providers")>();
  const { testProvider: make } = await import("./support");
  const web = make(async () => {});
  return { getProvider: (p: string) => (p === "web" ? web : original.getProvider(p as never)) };
});

const { startScrape } = await import("@/lib/scraping/start");
const { sweepScrapeRuns } = await import("@/lib/scraping/sweep-job");
const { executeRun } = await import("@/lib/scraping/run-scrape");
const { scrapeRunRows } = await import("@/lib/scraping/run-rows");
const { claimRow, rowJobId } = await import("@/lib/jobs/row-job");
const { getBoss } = await import("@/lib/jobs/boss");

function startWeb(tenant: { workspaceId: string; userId: string }, i: number) {
  return startScrape({
    workspaceId: tenant.workspaceId,
    userId: tenant.userId,
    platform: "web",
    parameters: { url: `https://swept${i}.example` },
    target: { listName: `Swept ${Math.random()}` },
  });
}

/** As if the run was started, and its holder last heartbeated, ten minutes ago (no updated_at: see below). */
async function age(runId: string) {
  const past = sql`now() - interval '10 minutes'`;
  await (
    await getDb()
  )
    .update(scrapeRuns)
    .set({ createdAt: past, heartbeatAt: past })
    .where(eq(scrapeRuns.id, runId));
}

async function jobState(jobId: string) {
  return (await (await getBoss()).getJobById("scrape", jobId))?.state;
}

describe("the scrape sweep", () => {
  it("hands a run whose worker died back under a new job id, which finishes it", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const run = await startWeb(tenant, 1);
    const claim = await claimRow(
      scrapeRunRows,
      { id: run.id, workspaceId: tenant.workspaceId },
      { jobId: run.id, retryCount: 0 },
    );
    expect(claim).toBeDefined();
    await age(run.id);

    expect(await sweepScrapeRuns()).toBe(0);
    const next = rowJobId(run.id, 1);
    expect(await jobState(next)).toBe("created");
    expect((await runRow(run.id)).status).toBe("running");

    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { jobId: next });
    expect(await runRow(run.id)).toMatchObject({ status: "succeeded", attempts: 2, claimedBy: null });
    expect(await runLedger(tenant.workspaceId, run.id)).toHaveLength(2);
  });

  it("fails and settles once a run whose worker died on its last attempt", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const run = await startWeb(tenant, 2);
    await (
      await getDb()
    )
      .update(scrapeRuns)
      .set({ status: "running", attempts: scrapeRunRows.maxAttempts, claimedBy: `${run.id}/2` })
      .where(eq(scrapeRuns.id, run.id));
    await age(run.id);

    expect(await sweepScrapeRuns()).toBe(1);
    expect(await sweepScrapeRuns()).toBe(0);
    const ended = await runRow(run.id);
    expect(ended).toMatchObject({ status: "failed", claimedBy: null });
    expect(ended.errorMessage).toMatch(/stopped before it finished/);
    expect(ended.settledAt).not.toBeNull();
    expect(await runLedger(tenant.workspaceId, run.id)).toHaveLength(2);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(10);
  });

  it("does not queue a run that is waiting for its workspace's slot", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const runs = [await startWeb(tenant, 3), await startWeb(tenant, 4), await startWeb(tenant, 5)];
    const waiting = runs[2]!;
    expect((await runRow(waiting.id)).dispatchedAt).toBeNull();
    // Old, never claimed and without a job: what the sweep hands back, were it dispatched. Its
    // updated_at stays fresh so the sweep's dispatch of long-waiting runs is not what is tested here.
    for (const run of runs) await age(run.id);

    await sweepScrapeRuns();
    expect(await jobState(waiting.id)).toBeUndefined();
    expect(await runRow(waiting.id)).toMatchObject({ status: "queued", dispatchedAt: null, attempts: 0 });
  });
});
