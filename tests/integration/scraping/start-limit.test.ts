/**
 * Scrape starts are rate limited per workspace, in the database: past the limit a start answers 429
 * with Retry-After and a clear message, nothing is created or charged, and another workspace is not
 * affected.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { scrapeRuns } from "@/db/schema";
import { call, signIn } from "../leads/route-support";
import { createTenant, getCreditBalance, grantCredits } from "./support";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () =>
    (globalThis as unknown as { __leadsTestSession: unknown }).__leadsTestSession,
}));
vi.mock("@/lib/scraping/enqueue-run", () => ({ enqueueRun: async () => {} }));
vi.mock("@/lib/scraping/providers", async () => {
  const { testProvider: make } = await import("./support");
  const web = make(async () => {});
  return { getProvider: (p: string) => (p === "web" ? web : undefined) };
});

const website = await import("@/app/api/scraping/website/route");
const { scrapeStartsPerWorkspace } = await import("@/lib/scraping/start-limit");

function startWebsite(i: number) {
  return call(website.POST, {
    path: "/api/scraping/website",
    method: "POST",
    json: { url: `https://site${i}.example`, listName: `Limited ${i}` },
  });
}

async function runCount(workspaceId: string) {
  const db = await getDb();
  return (await db.select().from(scrapeRuns).where(eq(scrapeRuns.workspaceId, workspaceId))).length;
}

describe("scrape start rate limit", () => {
  it("refuses the start past the limit with 429, Retry-After and a clear message", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 100);
    signIn(tenant);
    const limit = scrapeStartsPerWorkspace.limit;
    for (let i = 0; i < limit; i++) expect((await startWebsite(i)).status).toBe(202);

    const refused = await startWebsite(limit);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(scrapeStartsPerWorkspace.windowSeconds);
    expect(await refused.json()).toMatchObject({
      success: false,
      error: "rate_limited:scrape_start",
      message: expect.stringMatching(/^Too many scrapes started\. Please try again in \d+ minutes?\.$/),
    });
    expect(await runCount(tenant.workspaceId)).toBe(limit);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(100 - limit);

    const other = await createTenant();
    await grantCredits(other.workspaceId, 5);
    signIn(other);
    expect((await startWebsite(0)).status).toBe(202);
  });
});
