/**
 * The keyless Maps source against the fake Nominatim and Overpass (tests/fakes/osm.ts): an honest
 * User-Agent, one geocoding per location (cached), the category's tags or a name search, the maps lead
 * fields with OpenStreetMap's attribution, splitting an area Overpass cannot answer whole, resuming from
 * the checkpoint, and 429, 504, malformed and hanging answers ending as errors the engine can retry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetOsmClientState, type OsmConfig } from "@/lib/scraping/osm/client";
import { OSM_ATTRIBUTION } from "@/lib/scraping/osm/lead";
import { createOsmMapsProvider } from "@/lib/scraping/providers/osm-maps";
import { type FakeOsm, startFakeOsm } from "@/tests/fakes/osm";
import { failure, memoryContext } from "./providers-support";

let fake: FakeOsm;
const userAgent = "CRM-Pro/1.0 (lead search; +http://localhost:3000)";

function provider(overrides: Partial<OsmConfig> = {}) {
  return createOsmMapsProvider(() => ({
    nominatimUrl: fake.nominatimUrl,
    overpassUrl: fake.overpassUrl,
    userAgent,
    timeoutMs: 1000,
    nominatimIntervalMs: 0,
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
});

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
    expect(leads.map((l) => l.data.website_link)).toContain("https://smile3.example");
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
    fake.faults.push(null, null, null, "rate-limited");
    const partial = memoryContext({ limit: 290 });
    const stopped = await failure(provider().run({ business: "dentist", location: "Testville" }, partial));
    expect(stopped).toMatchObject({ code: "rate_limited" });
    expect(partial.leads.size).toBeGreaterThan(0);
    expect(partial.leads.size).toBeLessThan(290);
    const resumed = memoryContext({ limit: 290, leads: partial.leads, checkpoint: partial.checkpointState });
    await provider().run({ business: "dentist", location: "Testville" }, resumed);
    expect(resumed.leads.size).toBe(290);
    expect(fake.requests.filter((r) => r.service === "nominatim")).toHaveLength(0);
  });

  it.each([
    ["gateway-timeout", "upstream"],
    ["malformed", "upstream"],
    ["hang", "timeout"],
  ] as const)("ends a call that meets %s with a %s error", async (fault, code) => {
    fake.faults.push(fault);
    const error = await failure(
      provider({ timeoutMs: 300 }).run(
        { business: "dentist", location: "Testville" },
        memoryContext({ limit: 5 }),
      ),
    );
    expect(error).toMatchObject({ code });
  });
});
