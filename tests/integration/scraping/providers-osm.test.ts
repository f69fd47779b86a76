/**
 * The keyless Maps source against the fake Nominatim and Overpass (tests/fakes/osm.ts): an honest
 * User-Agent, one geocoding per location (cached), the category's tags or a name search, the maps lead
 * fields with OpenStreetMap's attribution, splitting an area Overpass cannot answer whole, resuming from
 * the checkpoint, 429, 504 and malformed answers tried again through the provider kit, and what outlasts
 * the tries (or hangs) ending as errors the engine can retry.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { captureProviderRequests, type ProviderRequestRecord } from "@/lib/providers/request-log";
import { resetOsmClientState, type OsmConfig } from "@/lib/scraping/osm/client";
import { OSM_ATTRIBUTION } from "@/lib/scraping/osm/lead";
import { createOsmMapsProvider } from "@/lib/scraping/providers/osm-maps";
import { type FakeOsm, type OsmFault, startFakeOsm } from "@/tests/fakes/osm";
import { failure, memoryContext } from "./providers-support";

let fake: FakeOsm;
let waits: number[];
let log: { records: ProviderRequestRecord[]; stop(): void };
const ATTEMPTS = 2;
const userAgent = "CRM-Pro/1.0 (lead search; +http://localhost:3000)";

function provider(overrides: Partial<OsmConfig> = {}) {
  return createOsmMapsProvider(() => ({
    nominatimUrl: fake.nominatimUrl,
    overpassUrl: fake.overpassUrl,
    userAgent,
    timeoutMs: 1000,
    nominatimIntervalMs: 0,
    attempts: ATTEMPTS,
    // Waits are recorded, not slept.
    sleep: async (ms: number) => void waits.push(ms),
    ...overrides,
  }));
}

beforeAll(async () => {
  fake = await startFakeOsm({ unref: true });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.faults.length = 0;
  fake.maxBoxDegrees = 0.5;
  resetOsmClientState();
  waits = [];
  log = captureProviderRequests();
});
afterEach(() => log.stop());

describe("the OpenStreetMap source for Maps", () => {
  it("is available without any key", async () => {
    expect(await provider().unavailableReason({ workspaceId: "w", userId: "u" })).toBeNull();
  });

  it("places the location, asks Overpass for the category's tags and saves maps leads with the attribution", async () => {
    const context = memoryContext({ limit: 40 });
    await provider().run({ business: "Dentists", location: "Testville" }, context);
    expect(context.leads.size).toBe(40);
    expect(fake.requests.map((r) => r.service)).toEqual(["nominatim", "overpass"]);
    expect(fake.requests.every((r) => r.userAgent === userAgent)).toBe(true);
    expect(fake.requests[1]?.query).toContain('nwr["amenity"="dentist"]["name"];');
    expect(fake.requests[1]?.query).toContain("[bbox:50,8,50.2,8.3]");
    const leads = [...context.leads.values()];
    expect(
      leads.every((l) => l.data.attribution === OSM_ATTRIBUTION && l.data.source === "OpenStreetMap"),
    ).toBe(true);
    expect(leads.every((l) => l.data.category === "Dentist")).toBe(true);
    const full = leads.find((l) => l.phone && l.address && l.data.website_link && l.data.openhr_mon);
    expect(full?.data).toMatchObject({
      openhr_mon: "08:00-18:00",
      openhr_sat: "09:00-12:00",
      openhr_sun: "Closed",
    });
    expect(full?.address).toContain("Hauptstraße");
    expect(full?.url).toMatch(/^https:\/\/www\.openstreetmap\.org\/(node|way)\/\d+$/);
    expect(typeof full?.data.latitude).toBe("number");
    // "smile3.example" in the tags (no scheme) is saved as a link
    expect(leads.map((l) => l.data.website_link)).toContain("https://smile3.example/");
    const way = leads.find((l) => l.externalId.startsWith("osm:way/"));
    expect(way?.data.latitude).not.toBeNull();
  });

  it("searches business names for a term OpenStreetMap has no tag for", async () => {
    const context = memoryContext({ limit: 100 });
    await provider().run({ business: "Blue River", location: "Testville" }, context);
    expect(context.leads.size).toBe(50);
    expect(fake.requests[1]?.query).toContain('nwr["name"~"Blue River",i]');
    expect([...context.leads.values()].every((l) => l.name.startsWith("Blue River Consulting"))).toBe(true);
  });

  it("escapes a term that would break out of the query", async () => {
    const context = memoryContext({ limit: 10 });
    const error = await failure(
      provider().run({ business: 'x"];out;(node', location: "Testville" }, context),
    );
    expect(error.message).toBe('OpenStreetMap has no x"];out;(node mapped in Testville');
    expect(fake.requests[1]?.query).toContain('nwr["name"~"x\\"\\\\];out;\\\\(node",i]');
  });

  it("says so when the location is unknown, and geocodes a known one once", async () => {
    const unknown = await failure(
      provider().run({ business: "dentists", location: "Nowhere Town" }, memoryContext({ limit: 5 })),
    );
    expect(unknown).toMatchObject({
      code: "bad_input",
      message: 'OpenStreetMap found no area called "Nowhere Town"',
    });
    await provider().run({ business: "dentists", location: "Testville" }, memoryContext({ limit: 5 }));
    await provider().run({ business: "cafes", location: "testville" }, memoryContext({ limit: 5 }));
    expect(fake.requests.filter((r) => r.service === "nominatim")).toHaveLength(2);
  });

  it("splits an area Overpass cannot answer whole, and a restarted run resumes from its checkpoint", async () => {
    fake.maxBoxDegrees = 0.1;
    const context = memoryContext({ limit: 280 });
    await provider().run({ business: "dentist", location: "Testville" }, context);
    const overpass = fake.requests.filter((r) => r.service === "overpass");
    expect(overpass.length).toBeGreaterThan(4);
    expect(context.leads.size).toBe(280);
    expect(context.updates.at(-1)).toMatchObject({ unitLabel: "areas", found: 280 });

    // the area is cached now, so the 429 meets an Overpass call halfway through the areas
    fake.requests.length = 0;
    fake.faults.push(null, null, null, ...Array<OsmFault>(ATTEMPTS).fill("rate-limited"));
    const partial = memoryContext({ limit: 290 });
    const stopped = await failure(provider().run({ business: "dentist", location: "Testville" }, partial));
    expect(stopped).toMatchObject({ code: "rate_limited", retryAfterSeconds: 2 });
    expect(partial.leads.size).toBeGreaterThan(0);
    expect(partial.leads.size).toBeLessThan(290);
    const resumed = memoryContext({ limit: 290, leads: partial.leads, checkpoint: partial.checkpointState });
    await provider().run({ business: "dentist", location: "Testville" }, resumed);
    expect(resumed.leads.size).toBe(290);
    expect(fake.requests.filter((r) => r.service === "nominatim")).toHaveLength(0);
  });

  it("waits out a 429's Retry-After and backs off after a 504, then carries on", async () => {
    fake.faults.push("rate-limited", null, "gateway-timeout");
    const context = memoryContext({ limit: 10 });
    await provider().run({ business: "dentist", location: "Testville" }, context);
    expect(context.leads.size).toBe(10);
    expect(fake.requests.map((r) => r.service)).toEqual(["nominatim", "nominatim", "overpass", "overpass"]);
    expect(waits[0]).toBe(2000);
    expect(waits).toHaveLength(2);
    expect(log.records.map((r) => [r.provider, r.attempt, r.status, r.failure])).toEqual([
      ["OpenStreetMap's Nominatim", 1, 429, "rate_limited"],
      ["OpenStreetMap's Nominatim", 2, 200, undefined],
      ["OpenStreetMap's Overpass API", 1, 504, "server"],
      ["OpenStreetMap's Overpass API", 2, 200, undefined],
    ]);
  });

  it("sends the Overpass query form-encoded to the configured interpreter path", async () => {
    await provider().run({ business: "cafe", location: "Testville" }, memoryContext({ limit: 5 }));
    expect(log.records.at(-1)).toMatchObject({
      method: "POST",
      url: fake.overpassUrl,
      status: 200,
    });
    expect(fake.requests[1]?.query).toContain('nwr["amenity"="cafe"]["name"];');
  });

  it.each([
    ["gateway-timeout", "upstream", ATTEMPTS, "is not answering right now (HTTP 504)"],
    ["malformed", "upstream", ATTEMPTS, "sent an answer that could not be read"],
    ["hang", "timeout", 1, "did not answer in time"],
  ] as const)("ends a call that meets %s on every try with a %s error", async (fault, code, tries, says) => {
    fake.faults.push(...Array<OsmFault>(tries).fill(fault));
    const error = await failure(
      provider({ timeoutMs: 300 }).run(
        { business: "dentist", location: "Testville" },
        memoryContext({ limit: 5 }),
      ),
    );
    expect(error).toMatchObject({ code, message: `OpenStreetMap's Nominatim ${says}` });
    expect(fake.requests).toHaveLength(tries);
  });
});
