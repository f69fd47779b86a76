/**
 * The Maps, LinkedIn and Instagram providers through the scraping engine (start, the run's job,
 * settlement) with the registry's real providers and the fakes: refused before anything is charged
 * without a key or a connected account; credits settle to the leads saved; a restart mid-scrape
 * resumes from the checkpoint and saves no lead twice; the LinkedIn daily ceiling keeps what was saved.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { integrationConnections } from "@/db/schema";
import { type Env, parseEnv } from "@/lib/env";
import { type FakeOsm, startFakeOsm } from "@/tests/fakes/osm";
import { type FakePlaces, startFakePlaces } from "@/tests/fakes/places";
import { type FakeUnipile, startFakeUnipile } from "@/tests/fakes/unipile";
import { createTenant, getCreditBalance, grantCredits, listRow, runLeads, runRow } from "./support";

vi.mock("@/lib/scraping/enqueue-run", () => ({ enqueueRun: async () => {} }));
const { startScrape } = await import("@/lib/scraping/start");
const { executeRun } = await import("@/lib/scraping/run-scrape");

const cache = globalThis as unknown as { __crmEnv?: Env };
let places: FakePlaces;
let osm: FakeOsm;
let unipile: FakeUnipile;
let saved: Env | undefined;

function configure(extra: Record<string, string | undefined> = {}) {
  cache.__crmEnv = parseEnv({
    ...process.env,
    GOOGLE_MAPS_API_KEY: places.apiKey,
    GOOGLE_PLACES_BASE_URL: places.baseUrl,
    OSM_NOMINATIM_URL: osm.nominatimUrl,
    OSM_OVERPASS_URL: osm.overpassUrl,
    UNIPILE_DSN: unipile.baseUrl,
    UNIPILE_API_KEY: unipile.apiKey,
    LINKEDIN_PAGE_PAUSE_MS: "0",
    ...extra,
  });
}

beforeAll(async () => {
  places = await startFakePlaces({ unref: true });
  osm = await startFakeOsm({ unref: true });
  unipile = await startFakeUnipile({ unref: true });
  saved = cache.__crmEnv;
  configure();
});
afterAll(async () => {
  cache.__crmEnv = saved;
  await places.close();
  await osm.close();
  await unipile.close();
});

async function connect(workspaceId: string, userId: string, provider: "LINKEDIN" | "INSTAGRAM") {
  const account = unipile.addAccount({ type: provider });
  const db = await getDb();
  await db.insert(integrationConnections).values({
    workspaceId,
    provider,
    accountId: account.id,
    accountName: account.name,
    connectedByUserId: userId,
  });
  return account;
}

const listName = () => `List ${Math.random().toString(36).slice(2, 10)}`;

describe("providers through the scraping job", () => {
  it("Maps without a key searches OpenStreetMap, and its leads say so", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 100);
    configure({ GOOGLE_MAPS_API_KEY: "" });
    try {
      const run = await startScrape({
        ...tenant,
        platform: "maps",
        parameters: { business: "dentists", location: "Testville" },
        estimate: 30,
        target: { listName: listName() },
      });
      await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
      expect(await runRow(run.id)).toMatchObject({ status: "succeeded", savedCount: 30 });
      const leads = await runLeads(run.id);
      expect(leads).toHaveLength(30);
      expect(leads.every((lead) => (lead.data as { source?: string }).source === "OpenStreetMap")).toBe(true);
      expect(osm.requests.map((r) => r.service)).toEqual(["nominatim", "overpass"]);
      expect(places.requests).toHaveLength(0);
    } finally {
      configure();
    }
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(70);
  });

  it("Maps: 200 places land as 200 maps leads and the credits settle to them", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 300);
    const run = await startScrape({
      ...tenant,
      platform: "maps",
      parameters: { business: "dentists", location: "Testville" },
      estimate: 200,
      target: { listName: listName() },
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(100);
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    const done = await runRow(run.id);
    expect(done).toMatchObject({ status: "succeeded", savedCount: 200, creditsCharged: 200 });
    const leads = await runLeads(run.id);
    expect(leads).toHaveLength(200);
    expect(leads.every((l) => l.platform === "maps")).toBe(true);
    expect(new Set(leads.map((l) => l.externalId)).size).toBe(200);
    // The place's address also gives its Location ("1 Main St, Testville, PA 19001, USA").
    expect(new Set(leads.map((l) => l.location))).toEqual(new Set(["Testville, PA, USA"]));
    expect((await listRow(run.listId)).leadsCount).toBe(200);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(100);
  });

  it("Maps: a restart mid-scrape resumes from its tiles and saves no lead twice", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 300);
    const run = await startScrape({
      ...tenant,
      platform: "maps",
      parameters: { business: "dentists", location: "Testville" },
      estimate: 300,
      target: { listName: listName() },
    });
    places.requests.length = 0;
    places.failAfter(8, "server-error", "server-error", "server-error", "server-error");
    await expect(
      executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 0, retryLimit: 2 }),
    ).rejects.toMatchObject({ code: "upstream" });
    const mid = await runRow(run.id);
    expect(mid.status).toBe("running");
    expect(mid.savedCount).toBeGreaterThan(0);
    expect(mid.savedCount).toBeLessThan(300);
    expect(mid.checkpoint).toMatchObject({ tiling: { v: 1 } });
    const lookups = () => places.requests.filter((r) => !r.body.locationRestriction).length;
    expect(lookups()).toBe(1);
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 1, retryLimit: 2 });
    expect(lookups()).toBe(1);
    const done = await runRow(run.id);
    expect(done).toMatchObject({ status: "succeeded", savedCount: 300, creditsCharged: 300 });
    const leads = await runLeads(run.id);
    expect(new Set(leads.map((l) => l.externalId)).size).toBe(300);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(0);
  });

  it("Maps: an unknown location fails with the location advice and charges nothing", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 20);
    const run = await startScrape({
      ...tenant,
      platform: "maps",
      parameters: { business: "dentists", location: "Atlantis" },
      estimate: 10,
      target: { listName: listName() },
    });
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    const done = await runRow(run.id);
    expect(done.status).toBe("failed");
    expect(done.errorMessage).toContain(
      'Please check if the location has any typos or try a different format (e.g., "New York, NY" or "London, UK").',
    );
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(20);
  });

  it("LinkedIn refuses without a connected account and succeeds with one", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 500);
    const start = () =>
      startScrape({
        ...tenant,
        platform: "linkedin",
        parameters: { searchUrl: "https://www.linkedin.com/search/results/people/?keywords=founder" },
        estimate: 120,
        target: { listName: listName() },
      });
    await expect(start()).rejects.toMatchObject({
      message:
        "LinkedIn account not connected. Please connect your LinkedIn account in the Integrations page before scraping.",
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(500);
    await connect(tenant.workspaceId, tenant.userId, "LINKEDIN");
    const run = await start();
    expect(run.creditsReserved).toBe(300);
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    expect(await runRow(run.id)).toMatchObject({ status: "succeeded", savedCount: 120, creditsCharged: 300 });
    const leads = await runLeads(run.id);
    expect(
      leads.every((l) => l.platform === "linkedin" && l.url?.startsWith("https://www.linkedin.com/in/")),
    ).toBe(true);
  });

  it("LinkedIn: the daily ceiling stops the run with a clear message; the list keeps what was saved and credits settle to it", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 500);
    await connect(tenant.workspaceId, tenant.userId, "LINKEDIN");
    configure({ LINKEDIN_DAILY_PROFILE_LIMIT: "30" });
    try {
      const run = await startScrape({
        ...tenant,
        platform: "linkedin",
        parameters: { searchUrl: "https://www.linkedin.com/search/results/people/?keywords=cto" },
        estimate: 100,
        target: { listName: listName() },
      });
      await executeRun({ workspaceId: tenant.workspaceId, runId: run.id }, { retryCount: 0, retryLimit: 2 });
      const done = await runRow(run.id);
      expect(done).toMatchObject({ status: "failed", savedCount: 30, creditsCharged: 75 });
      expect(done.errorMessage).toContain(
        "LinkedIn daily limit reached for this account (30 profiles in 24 hours",
      );
      expect((await listRow(run.listId)).leadsCount).toBe(30);
      expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(425);
    } finally {
      configure();
    }
  });

  it("Instagram refuses without a connected account and saves the profile and followers with one", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 100);
    const start = () =>
      startScrape({
        ...tenant,
        platform: "instagram",
        parameters: { username: "@natgeo" },
        estimate: 50,
        target: { listName: listName() },
      });
    await expect(start()).rejects.toMatchObject({
      message:
        "Instagram account not connected. Please connect your Instagram account in the Integrations page before scraping.",
    });
    await connect(tenant.workspaceId, tenant.userId, "INSTAGRAM");
    const run = await start();
    await executeRun({ workspaceId: tenant.workspaceId, runId: run.id });
    expect(await runRow(run.id)).toMatchObject({ status: "succeeded", savedCount: 50, creditsCharged: 50 });
    const leads = await runLeads(run.id);
    expect(leads[0]?.data).toMatchObject({
      username: "natgeo",
      full_name: "National Geographic",
      is_private: false,
    });
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(50);
  });
});
