/**
 * The scraping engine with a provider registered for tests only: start (credits, list), the run's job
 * (progress, saves, settlement), cancellation, resumption after a failed attempt, and providers that
 * cannot run here. Each settlement happens exactly once and no lead is saved twice.
 */
import { describe, expect, it, vi } from "vitest";
import type { ScrapeProvider } from "@/lib/scraping/providers/types";
import {
  createTenant,
  fakeLeads,
  getCreditBalance,
  grantCredits,
  listRow,
  runLeads,
  runLedger,
  runRow,
  testProvider,
} from "./support";
import { contactVersion } from "@/lib/leads/contact";

const providers = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("@/lib/scraping/providers", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/scraping/providers")>();
  return {
    getProvider: (platform: string) =>
      platform === "web" && providers.current ? providers.current : original.getProvider(platform as never),
  };
});
// Jobs are run by the test itself (executeRun); nothing is sent to pg-boss here.
vi.mock("@/lib/scraping/enqueue-run", () => ({ enqueueRun: async () => {} }));

const { startScrape } = await import("@/lib/scraping/start");
const { executeRun } = await import("@/lib/scraping/run-scrape");
const { cancelRun } = await import("@/lib/scraping/cancel");
const { finishRun } = await import("@/lib/scraping/queries");

function useProvider(provider: ScrapeProvider<{ url: string }>) {
  providers.current = provider;
}

async function start(tenant: { workspaceId: string; userId: string }, listName = `List ${Math.random()}`) {
  return startScrape({
    workspaceId: tenant.workspaceId,
    userId: tenant.userId,
    platform: "web",
    parameters: { url: "https://acme.example" },
    target: { listName, description: "  " },
  });
}

describe("a scrape run", () => {
  it("reserves at start, saves the leads with progress, settles to the leads saved and marks the list DONE", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    useProvider(
      testProvider(async (_input, ctx) => {
        await ctx.progress({ unitsDone: 1, unitsTotal: 3, unitLabel: "pages", found: 1 });
        expect(ctx.limit).toBe(1);
        await ctx.save(fakeLeads(0, 1));
        await ctx.progress({ unitsDone: 3, unitsTotal: 3, found: 1 });
      }),
    );
    const run = await start(tenant);
    expect(run.status).toBe("queued");
    expect(run.creditsReserved).toBe(1);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(9);
    const list = await listRow(run.listId);
    expect(list.status).toBe("ACTIVE");
    expect(list.description).toBeNull();

    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    const done = await runRow(run.id);
    expect(done.status).toBe("succeeded");
    expect(done.savedCount).toBe(1);
    expect(done.creditsCharged).toBe(1);
    expect(done.progress).toMatchObject({ unitsDone: 3, unitsTotal: 3, unitLabel: "pages", found: 1 });
    expect((await listRow(run.listId)).status).toBe("DONE");
    expect((await listRow(run.listId)).leadsCount).toBe(1);
    const saved = await runLeads(run.id);
    expect(saved.map((l) => [l.platform, l.email, l.externalId])).toEqual([
      ["web", "info0@example.com", "site-0"],
    ]);
    expect(saved[0]?.data).toMatchObject({ jsonOutput: { emails: ["info0@example.com"] } });
    // The contact record is filled as the lead is saved, each field with its source.
    expect(saved[0]).toMatchObject({
      contactVersion,
      emails: [{ address: "info0@example.com", status: "unchecked", source: "web" }],
      emailStatus: "unchecked",
      website: "https://site0.example",
      provenance: { emails: "web", website: "web" },
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(9);
    expect(await runLedger(tenant.workspaceId, run.id)).toHaveLength(3);
  });

  it("releases everything when nothing was found", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    useProvider(testProvider(async () => {}));
    const run = await start(tenant);
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    expect((await runRow(run.id)).creditsCharged).toBe(0);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5);
  });

  it("refuses a start without enough credits, naming the need and the balance, and creates nothing", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 0.5);
    useProvider(testProvider(async () => {}));
    await expect(start(tenant, "Refused list")).rejects.toMatchObject({
      code: "conflict:not_enough_credits",
      message: expect.stringMatching(/needs 1 credits and your balance is 0\.5.*\/billing/),
    });
    const { getDb } = await import("@/db");
    const { leadLists, scrapeRuns } = await import("@/db/schema");
    const { eq } = await import("drizzle-orm");
    const db = await getDb();
    expect(await db.select().from(leadLists).where(eq(leadLists.workspaceId, tenant.workspaceId))).toEqual(
      [],
    );
    expect(await db.select().from(scrapeRuns).where(eq(scrapeRuns.workspaceId, tenant.workspaceId))).toEqual(
      [],
    );
  });

  it("refuses a duplicate list name for the platform, ignoring case", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    useProvider(testProvider(async () => {}));
    await start(tenant, "Acme Sites");
    await expect(start(tenant, "acme sites")).rejects.toMatchObject({
      message: "A list with the same name already exists for this platform. Choose a different name.",
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(4);
  });

  it("says a coming-soon platform and an unconfigured provider are unavailable before charging", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 5000);
    const base = {
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      target: { listName: "X" },
    } as const;
    await expect(startScrape({ ...base, platform: "facebook", parameters: {} })).rejects.toMatchObject({
      message: "This platform is coming soon!",
    });
    await expect(
      startScrape({
        ...base,
        platform: "linkedin",
        parameters: { searchUrl: "https://www.linkedin.com/search/results/people/" },
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining("LinkedIn account not connected") });
    await expect(
      startScrape({ ...base, platform: "maps", parameters: { business: " " } }),
    ).rejects.toMatchObject({
      message: "Please fill in required fields: Business Type, Location",
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(5000);
  });

  it("reactivates an existing list of the platform and refuses another workspace's list", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    await grantCredits(other.workspaceId, 5);
    useProvider(testProvider(async (_i, ctx) => void (await ctx.save(fakeLeads(0, 1)))));
    const first = await start(tenant, "Reused");
    await executeRun({ workspaceId: tenant.workspaceId, runId: first.id });
    expect((await listRow(first.listId)).status).toBe("DONE");
    const again = await startScrape({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      platform: "web",
      parameters: { url: "https://acme.example" },
      target: { listId: first.listId },
    });
    expect((await listRow(first.listId)).status).toBe("ACTIVE");
    // The same site again: its lead is already in the list, so nothing is saved or charged twice.
    await executeRun({ workspaceId: tenant.workspaceId, runId: again.id });
    expect((await runRow(again.id)).savedCount).toBe(0);
    expect((await listRow(first.listId)).leadsCount).toBe(1);
    await expect(
      startScrape({
        workspaceId: other.workspaceId,
        userId: other.userId,
        platform: "web",
        parameters: { url: "https://a.example" },
        target: { listId: first.listId },
      }),
    ).rejects.toMatchObject({ code: "not_found:lead_list" });
    expect(await getCreditBalance({ workspaceId: other.workspaceId })).toBe(5);
  });
});

describe("projects", () => {
  it("links the run and its new list to the workspace's project and refuses another workspace's", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    await grantCredits(tenant.workspaceId, 5);
    useProvider(testProvider(async () => {}));
    const { getDb } = await import("@/db");
    const { projects } = await import("@/db/schema");
    const db = await getDb();
    const [mine] = await db
      .insert(projects)
      .values({ workspaceId: tenant.workspaceId, name: "Dental", description: "d", industry: "Healthcare" })
      .returning({ id: projects.id });
    const [theirs] = await db
      .insert(projects)
      .values({ workspaceId: other.workspaceId, name: "Other", description: "d", industry: "Retail" })
      .returning({ id: projects.id });
    const base = {
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      platform: "web" as const,
      parameters: { url: "https://acme.example" },
    };
    const run = await startScrape({ ...base, target: { listName: "For project" }, projectId: mine?.id });
    expect(run.projectId).toBe(mine?.id);
    expect((await listRow(run.listId)).projectId).toBe(mine?.id);
    await expect(
      startScrape({ ...base, target: { listName: "Foreign" }, projectId: theirs?.id }),
    ).rejects.toMatchObject({ code: "not_found:project" });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(4);
  });

  it("deleting a project mid-scrape cancels its run: settled to what was saved, those leads deleted, later saves refused", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    const { getDb } = await import("@/db");
    const { projects } = await import("@/db/schema");
    const { deleteProject } = await import("@/lib/projects/service");
    const db = await getDb();
    const [project] = await db
      .insert(projects)
      .values({ workspaceId: tenant.workspaceId, name: "Dental", description: "d", industry: "Healthcare" })
      .returning({ id: projects.id });
    let release: () => void = () => {};
    let lateSave: Promise<unknown> = Promise.resolve();
    const reached = new Promise<void>((resolve) => {
      useProvider(
        testProvider(async (_i, ctx) => {
          await ctx.save(fakeLeads(0, 1));
          resolve();
          await new Promise<void>((r) => (release = r));
          // A cancelled run's save stores nothing: it throws, or answers the run's unchanged total.
          lateSave = ctx.save(fakeLeads(1, 1)).catch(() => "refused");
          await lateSave;
        }),
      );
    });
    const run = await startScrape({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      platform: "web",
      parameters: { url: "https://acme.example" },
      target: { listName: "For the project" },
      projectId: project?.id,
    });
    const working = executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    await reached;
    expect(await runLeads(run.id)).toHaveLength(1);

    const gone = await deleteProject({
      workspaceId: tenant.workspaceId,
      userId: tenant.userId,
      id: project!.id,
    });
    expect(gone).toEqual({ lists: 1, leads: 1 });
    expect((await runRow(run.id)).status).toBe("cancelled");
    release();
    await working;
    expect([1, "refused"]).toContain(await lateSave);
    // The one lead saved before the delete is charged and deleted with the project; nothing came after.
    const leads = await runLeads(run.id);
    expect(leads).toHaveLength(1);
    expect(leads.every((l) => l.deletedAt instanceof Date)).toBe(true);
    expect((await runRow(run.id)).creditsCharged).toBe(1);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(9);
    expect((await listRow(run.listId)).deletedAt).toBeInstanceOf(Date);
  });
});

describe("faults", () => {
  it("resumes after a failed attempt from its checkpoint, saves no lead twice and settles once", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    let attempt = 0;
    useProvider(
      testProvider(async (_input, ctx) => {
        attempt++;
        const from = (await ctx.checkpoint.load<{ next: number }>())?.next ?? 0;
        expect(from).toBe(attempt === 1 ? 0 : 0); // the checkpoint is saved after the batch; the crash came before it
        await ctx.save(fakeLeads(0, 1));
        if (attempt === 1) throw new Error("connection reset");
        await ctx.checkpoint.save({ next: 1 });
      }),
    );
    const run = await start(tenant);
    await expect(
      executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 0, retryLimit: 2 }),
    ).rejects.toThrow("connection reset");
    expect((await runRow(run.id)).status).toBe("running");
    expect((await runRow(run.id)).settledAt).toBeNull();
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 1, retryLimit: 2 });
    const done = await runRow(run.id);
    expect(done.status).toBe("succeeded");
    expect(await runLeads(run.id)).toHaveLength(1);
    expect((await listRow(run.listId)).leadsCount).toBe(1);
    // A third delivery (at least once) changes nothing.
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 2, retryLimit: 2 });
    expect(await runLedger(tenant.workspaceId, run.id)).toHaveLength(3);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(9);
  });

  it("fails the run on its last attempt, keeps what was saved, charges it and marks the list ERROR", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    useProvider(
      testProvider(async (_i, ctx) => {
        await ctx.save(fakeLeads(0, 1));
        throw new Error("boom");
      }),
    );
    const run = await start(tenant);
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 2, retryLimit: 2 });
    const done = await runRow(run.id);
    expect(done.status).toBe("failed");
    expect(done.errorMessage).toBe("Failed to start scraping: an unexpected error occurred");
    expect(done.creditsCharged).toBe(1);
    expect((await listRow(run.listId)).status).toBe("ERROR");
    expect(await runLeads(run.id)).toHaveLength(1);
  });

  it("cancels a running scrape: settled at once, later saves refused, the worker's own end a no-op", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    let release: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      useProvider(
        testProvider(async (_i, ctx) => {
          resolve();
          await new Promise<void>((r) => (release = r));
          await ctx.save(fakeLeads(0, 1)).catch(() => {});
        }),
      );
    });
    const run = await start(tenant);
    const working = executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    await reached;
    const cancelled = await cancelRun({ workspaceId: tenant.workspaceId, runId: run.id });
    expect(cancelled.status).toBe("cancelled");
    release();
    await working;
    expect(await runLeads(run.id)).toHaveLength(0);
    expect(await runLedger(tenant.workspaceId, run.id)).toHaveLength(2);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(10);
    expect((await runRow(run.id)).status).toBe("cancelled");
  });

  it("settles exactly once when several callers end the same run at the same time", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 10);
    useProvider(testProvider(async () => {}));
    const run = await start(tenant);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        finishRun({ workspaceId: tenant.workspaceId, runId: run.id, status: i % 2 ? "failed" : "cancelled" }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await runLedger(tenant.workspaceId, run.id)).toHaveLength(2);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(10);
  });
});
