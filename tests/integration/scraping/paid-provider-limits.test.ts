/**
 * Every path to a provider we pay per call has a per-workspace limit, and charged paths keep the
 * credits rule: past the limit a start, a project or an analysis is refused with 429 and Retry-After
 * and the fake provider sees no call for it; a workspace without credits makes no paid call.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { integrationConnections, projects, scrapeRuns } from "@/db/schema";
import { type Env, parseEnv } from "@/lib/env";
import { type OpenAIFake, startOpenAIFake } from "@/tests/fakes/openai";
import { type FakePlaces, startFakePlaces } from "@/tests/fakes/places";
import { type FakeUnipile, startFakeUnipile } from "@/tests/fakes/unipile";
import { call, signIn } from "../leads/route-support";
import { createTenant, getCreditBalance, grantCredits } from "./support";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () =>
    (globalThis as unknown as { __leadsTestSession: unknown }).__leadsTestSession,
}));
const queuedRuns: string[] = [];
vi.mock("@/lib/scraping/enqueue-run", () => ({
  enqueueRun: async (run: { id: string }) => void queuedRuns.push(run.id),
}));
type QueuedAnalysis = { workspaceId: string; runId: string };
const queuedAnalyses: QueuedAnalysis[] = [];
vi.mock("@/lib/jobs/enqueue", () => ({
  enqueue: async (_job: unknown, data: QueuedAnalysis) => {
    queuedAnalyses.push(data);
    return "job-id";
  },
}));

const mapsRoute = await import("@/app/api/scraping/google-maps/route");
const instagramRoute = await import("@/app/api/scraping/instagram/route");
const linkedinRoute = await import("@/app/api/scraping/linkedin/route");
const projectsRoute = await import("@/app/api/projects/route");
const recommendationsRoute = await import("@/app/api/recommendations/route");
const { executeRun } = await import("@/lib/scraping/run-scrape");
const { projectAnalysisJob } = await import("@/lib/projects/job");

const cache = globalThis as unknown as { __crmEnv?: Env };
let places: FakePlaces;
let unipile: FakeUnipile;
let model: OpenAIFake;
let saved: Env | undefined;

beforeAll(async () => {
  places = await startFakePlaces({ unref: true });
  unipile = await startFakeUnipile({ unref: true });
  model = await startOpenAIFake(0);
  saved = cache.__crmEnv;
  cache.__crmEnv = parseEnv({
    ...process.env,
    GOOGLE_MAPS_API_KEY: places.apiKey,
    GOOGLE_PLACES_BASE_URL: places.baseUrl,
    UNIPILE_DSN: unipile.baseUrl,
    UNIPILE_API_KEY: unipile.apiKey,
    AI_API_KEY: "sk-test-model-key",
    AI_BASE_URL: model.url,
  });
});
afterAll(async () => {
  cache.__crmEnv = saved;
  await Promise.all([places.close(), unipile.close(), model.close()]);
});
beforeEach(() => {
  places.requests.length = 0;
  unipile.requests.length = 0;
  model.requests.length = 0;
  queuedRuns.length = 0;
  queuedAnalyses.length = 0;
});

async function runsOf(workspaceId: string) {
  const db = await getDb();
  return db.select().from(scrapeRuns).where(eq(scrapeRuns.workspaceId, workspaceId));
}

function expectLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("per-workspace limits on paid providers", () => {
  it("the 11th Maps start in a minute is refused with 429 and Retry-After, reserving and calling nothing", async () => {
    const tenant = await createTenant();
    await grantCredits(tenant.workspaceId, 1000);
    signIn(tenant);
    const start = (i: number) =>
      call(mapsRoute.POST, {
        path: "/api/scraping/google-maps",
        method: "POST",
        json: { business: "dentists", location: "Testville", numberOfResults: 10, listName: `Maps ${i}` },
      });
    for (let i = 0; i < 10; i++) expect((await start(i)).status).toBe(202);
    const refused = await start(10);
    expectLimited(refused);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many Google Maps scrapes started/,
    );
    expect(await runsOf(tenant.workspaceId)).toHaveLength(10);
    expect(await getCreditBalance({ workspaceId: tenant.workspaceId })).toBe(900);
    for (const runId of queuedRuns) await executeRun({ workspaceId: tenant.workspaceId, runId });
    // Ten runs of ten places: the area lookup and one page each; nothing for the refused start.
    expect(places.requests).toHaveLength(20);
    const other = await createTenant();
    await grantCredits(other.workspaceId, 10);
    signIn(other);
    expect((await start(11)).status).toBe(202);
  });

  it("without a Google key the Maps start goes to OpenStreetMap under the same limit", async () => {
    const configured = cache.__crmEnv;
    cache.__crmEnv = parseEnv({
      ...process.env,
      GOOGLE_MAPS_API_KEY: "",
      OSM_NOMINATIM_URL: places.baseUrl,
      OSM_OVERPASS_URL: places.baseUrl,
    });
    try {
      const tenant = await createTenant();
      await grantCredits(tenant.workspaceId, 1000);
      signIn(tenant);
      const start = (i: number) =>
        call(mapsRoute.POST, {
          path: "/api/scraping/google-maps",
          method: "POST",
          json: { business: "cafes", location: "Testville", numberOfResults: 10, listName: `Osm ${i}` },
        });
      for (let i = 0; i < 10; i++) expect((await start(i)).status).toBe(202);
      expectLimited(await start(10));
      expect(await runsOf(tenant.workspaceId)).toHaveLength(10);
    } finally {
      cache.__crmEnv = configured;
    }
  });

  it.each([
    ["Instagram", "INSTAGRAM", () => instagramRoute.POST, "/api/scraping/instagram", { username: "natgeo" }],
    [
      "LinkedIn",
      "LINKEDIN",
      () => linkedinRoute.POST,
      "/api/scraping/linkedin",
      { searchUrl: "https://www.linkedin.com/search/results/people/?keywords=founder" },
    ],
  ] as const)(
    "the 11th %s search start in a minute is refused with 429 and no Unipile call",
    async (_name, provider, route, path, parameters) => {
      const tenant = await createTenant();
      await grantCredits(tenant.workspaceId, 100_000);
      const account = unipile.addAccount({ type: provider });
      const db = await getDb();
      await db.insert(integrationConnections).values({
        workspaceId: tenant.workspaceId,
        provider,
        accountId: account.id,
        accountName: account.name,
        connectedByUserId: tenant.userId,
      });
      signIn(tenant);
      const start = (i: number) =>
        call(route(), {
          path,
          method: "POST",
          json: { ...parameters, numberOfResults: 10, listName: `Search ${i}` },
        });
      for (let i = 0; i < 10; i++) expect((await start(i)).status).toBe(202);
      expectLimited(await start(10));
      expect(await runsOf(tenant.workspaceId)).toHaveLength(10);
      expect(unipile.requests).toHaveLength(0);
    },
  );

  it("a workspace with no credits starts no Maps run and Places sees no call", async () => {
    const tenant = await createTenant();
    signIn(tenant);
    const response = await call(mapsRoute.POST, {
      path: "/api/scraping/google-maps",
      method: "POST",
      json: { business: "dentists", location: "Testville", numberOfResults: 10, listName: "Broke" },
    });
    expect(response.status).toBe(409);
    expect(await runsOf(tenant.workspaceId)).toEqual([]);
    expect(queuedRuns).toEqual([]);
    expect(places.requests).toHaveLength(0);
  });

  it("the 21st project in a minute is refused with 429 and Retry-After, and the model is called for 20 only", async () => {
    const tenant = await createTenant();
    signIn(tenant);
    const create = (i: number) =>
      call(projectsRoute.POST, {
        path: "/api/projects",
        method: "POST",
        json: {
          name: `Clinic ${i}`,
          description: "Dental clinic in Singapore offering braces",
          industry: "Dental",
        },
      });
    for (let i = 0; i < 20; i++) expect((await create(i)).status).toBe(201);
    expectLimited(await create(20));
    const db = await getDb();
    expect(
      await db.select({ id: projects.id }).from(projects).where(eq(projects.workspaceId, tenant.workspaceId)),
    ).toHaveLength(20);
    for (const data of queuedAnalyses)
      await projectAnalysisJob.handle(data, { jobId: "test", retryCount: 0 });
    expect(model.requests).toHaveLength(20);
  });

  it("projects and analyses share the workspace's model limit", async () => {
    const tenant = await createTenant();
    signIn(tenant);
    for (let i = 0; i < 20; i++) {
      const response = await call(projectsRoute.POST, {
        path: "/api/projects",
        method: "POST",
        json: { name: `Shop ${i}`, description: "Bakery in Lisbon", industry: "Food" },
      });
      expect(response.status).toBe(201);
    }
    const analysis = await call(recommendationsRoute.POST, {
      path: "/api/recommendations",
      method: "POST",
      json: { businessDescription: "Bakery in Lisbon selling cakes" },
    });
    expectLimited(analysis);
    expect(model.requests).toHaveLength(0);
  });
});
