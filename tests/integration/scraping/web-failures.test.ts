/**
 * The website scraper's failures through the scraping engine: a failure a retry cannot change (a
 * missing page, a site too slow) fails the run at once with the real reason and is fetched once; a
 * server error is handed back to the queue for a retry.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { activityLog, notifications } from "@/db/schema";
import { type Env, parseEnv } from "@/lib/env";
import type { WebScrapeConfig } from "@/lib/scraping/web/scrape-site";
import { createTenant, grantCredits, runRow } from "./support";

vi.mock("@/lib/scraping/enqueue-run", () => ({ enqueueRun: async () => {} }));
const { startScrape } = await import("@/lib/scraping/start");
const { executeRun } = await import("@/lib/scraping/run-scrape");

const cache = globalThis as unknown as { __crmEnv?: Env; __crmWebScrape?: WebScrapeConfig };
const hits = new Map<string, number>();
let server: http.Server;
let base: string;
let savedEnv: Env | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === "/robots.txt") return void res.writeHead(404).end();
    if (path === "/busy") return void res.writeHead(503).end();
    if (path === "/silent") return; // never answers: the page deadline ends it
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  savedEnv = cache.__crmEnv;
  cache.__crmEnv = parseEnv({ ...process.env, SCRAPE_ALLOW_HOSTS: new URL(base).host });
  cache.__crmWebScrape = undefined;
});

afterAll(async () => {
  await cache.__crmWebScrape?.agent.close();
  cache.__crmWebScrape = undefined;
  cache.__crmEnv = savedEnv;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function startRun(path: string) {
  const tenant = await createTenant();
  await grantCredits(tenant.workspaceId, 5);
  const run = await startScrape({
    ...tenant,
    platform: "web",
    parameters: { url: `${base}${path}` },
    target: { listName: `Web ${Math.random()}` },
  });
  return { tenant, run };
}

describe("website scrape failures", () => {
  it("fails a missing page at once, without a retry, and says why", async () => {
    const { tenant, run } = await startRun("/missing");
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 0, retryLimit: 2 });
    expect(await runRow(run.id)).toMatchObject({
      status: "failed",
      errorMessage: `Failed to start scraping: The page ${base}/missing answered with HTTP 404`,
    });
    expect(hits.get("/missing")).toBe(1);

    // The starter hears it failed, in sentences; the dashboard's activity says failed, not finished.
    const db = await getDb();
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, tenant.userId));
    expect(notice).toMatchObject({
      title: expect.stringMatching(/^Scrape failed: Web /),
      body: `Failed to start scraping: The page ${base}/missing answered with HTTP 404. 0 leads saved; unused credits were returned.`,
    });
    const activity = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.workspaceId, tenant.workspaceId));
    expect(activity.map((entry) => entry.action).sort()).toEqual([
      "lead_list.created",
      "scrape.failed",
      "scrape.started",
    ]);
  });

  it("fails a page that does not load in time at once, without a retry", async () => {
    const { tenant, run } = await startRun("/silent");
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 0, retryLimit: 2 });
    expect(await runRow(run.id)).toMatchObject({
      status: "failed",
      errorMessage: `Failed to start scraping: The page ${base}/silent did not load within 10 seconds`,
    });
    expect(hits.get("/silent")).toBe(1);
  }, 30_000);

  it("hands a server error back to the queue while retries are left", async () => {
    const { tenant, run } = await startRun("/busy");
    await expect(
      executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 0, retryLimit: 2 }),
    ).rejects.toMatchObject({ code: "upstream" });
    expect((await runRow(run.id)).status).toBe("running");
  });
});
