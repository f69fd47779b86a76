/**
 * The Google Maps provider against the fake Places API (a city of 5,000 places, at most 60 per query):
 * field mask, pages, tiling past the cap, the spec's location advice, 401/403 naming the setting,
 * 429 with Retry-After, 5xx, timeouts, malformed bodies, partial pages and resuming from a checkpoint.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LEAD_FIELD_MASK, type PlacesConfig, VIEWPORT_FIELD_MASK } from "@/lib/scraping/maps/places-client";
import { scrapeFailureMessage } from "@/lib/scraping/messages";
import { createMapsProvider } from "@/lib/scraping/providers/maps";
import { ProviderError } from "@/lib/scraping/providers/types";
import { type FakePlaces, startFakePlaces } from "@/tests/fakes/places";
import { failure, memoryContext, recordingSleep } from "./providers-support";

let fake: FakePlaces;
let slept: ReturnType<typeof recordingSleep>;
const input = { business: "dentists", location: "Testville" };

function provider(overrides: Partial<PlacesConfig> = {}) {
  return createMapsProvider(() => ({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    timeoutMs: 2000,
    sleep: slept.sleep,
    ...overrides,
  }));
}

beforeAll(async () => {
  fake = await startFakePlaces({ unref: true });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.retryAfter = "1";
  slept = recordingSleep();
});

describe("the Google Maps provider", () => {
  it("says it is not configured without a key, before anything starts", async () => {
    const unconfigured = createMapsProvider(() => null);
    expect(await unconfigured.unavailableReason({ workspaceId: "w", userId: "u" })).toEqual({
      code: "not_configured",
      message: "Google Maps scraping is not configured on this server.",
    });
    expect(await provider().unavailableReason({ workspaceId: "w", userId: "u" })).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });

  it("finds the area, pages with tokens and saves the maps lead fields, asking for those fields only", async () => {
    const context = memoryContext({ limit: 100 });
    await provider().run(input, context);
    expect(context.leads.size).toBe(100);
    const [lookup, ...searches] = fake.requests;
    expect(lookup?.fieldMask).toBe(VIEWPORT_FIELD_MASK);
    expect(lookup?.apiKey).toBe(fake.apiKey);
    expect(searches.every((r) => r.fieldMask === LEAD_FIELD_MASK)).toBe(true);
    expect(LEAD_FIELD_MASK.split(",")).not.toContain("places.reviews");
    expect(searches.some((r) => typeof r.body.pageToken === "string")).toBe(true);
    expect(searches.every((r) => (r.body.locationRestriction as { rectangle?: unknown })?.rectangle)).toBe(
      true,
    );
    const withAll = [...context.leads.values()].find(
      (l) => l.phone && l.data.website_link && l.data.openhr_mon && l.data.rating !== null,
    );
    expect(withAll?.data).toMatchObject({
      category: "Dentist",
      openhr_mon: "9:00 AM – 5:00 PM",
      openhr_sun: "Closed",
    });
    expect(withAll?.url).toMatch(/^https:\/\/maps\.google\.com\/\?cid=/);
    expect(withAll?.data.maps_link).toBe(withAll?.url);
    expect(withAll?.address).toContain("Testville");
    const bare = [...context.leads.values()].find((l) => !l.phone);
    expect(bare?.data.phone_no).toBeNull();
    expect(context.updates.at(-1)).toMatchObject({ unitLabel: "tiles", found: 100 });
  });

  it("goes past the 60-per-query cap with tiles: 500 distinct places", async () => {
    const context = memoryContext({ limit: 500 });
    await provider().run(input, context);
    expect(context.leads.size).toBe(500);
    expect(new Set([...context.leads.values()].map((l) => l.data.place_id)).size).toBe(500);
    expect(fake.requests.length).toBeLessThanOrEqual(Math.ceil(1.5 * (1 + 500 / 20)));
    const tiles = context.updates.filter((u) => u.unitLabel === "tiles");
    expect(tiles.at(-1)?.unitsDone).toBeGreaterThan(1);
    expect(tiles.at(-1)?.unitsTotal).toBeGreaterThanOrEqual(tiles.at(-1)?.unitsDone ?? 0);
  });

  it("splits full tiles until a small city is exhausted", async () => {
    const small = await startFakePlaces({ size: 400, unref: true });
    try {
      const context = memoryContext({ limit: 500 });
      await createMapsProvider(() => ({
        apiKey: small.apiKey,
        baseUrl: small.baseUrl,
        sleep: slept.sleep,
      })).run(input, context);
      expect(context.leads.size).toBe(400);
    } finally {
      await small.close();
    }
  });

  it("gives the location advice when the area or the business finds nothing", async () => {
    const unknown = await failure(
      provider().run({ ...input, location: "Atlantis" }, memoryContext({ limit: 10 })),
    );
    expect(unknown).toBeInstanceOf(ProviderError);
    expect(scrapeFailureMessage("maps", unknown.message, unknown.code)).toBe(
      'Failed to start scraping: Google Maps found no area called "Atlantis". Please check if the location has any typos or try a different format (e.g., "New York, NY" or "London, UK").',
    );
    const none = await failure(
      provider().run({ ...input, business: "unicorn stables" }, memoryContext({ limit: 10 })),
    );
    expect(none.code).toBe("bad_input");
    expect(none.message).toBe("Google Maps found no unicorn stables in Testville");
  });

  it("401 and 403 name the setting; a wrong key too; none of them is retried", async () => {
    fake.fail("forbidden");
    const forbidden = await failure(provider().run(input, memoryContext({ limit: 10 })));
    expect(forbidden.code).toBe("blocked");
    expect(forbidden.message).toContain("403 PERMISSION_DENIED");
    expect(forbidden.message).toContain("GOOGLE_MAPS_API_KEY");
    expect(forbidden.message).toContain("Places API (New)");
    fake.fail("unauthorized");
    const unauthorized = await failure(provider().run(input, memoryContext({ limit: 10 })));
    expect(unauthorized.message).toContain("401 UNAUTHENTICATED");
    const wrongKey = await failure(provider({ apiKey: "wrong" }).run(input, memoryContext({ limit: 10 })));
    expect(wrongKey.message).toContain("API key not valid");
    expect(fake.requests).toHaveLength(3);
  });

  it("waits for Retry-After on 429 and carries on", async () => {
    fake.retryAfter = "7";
    fake.failAfter(2, "rate-limited", "rate-limited");
    const context = memoryContext({ limit: 60 });
    await provider().run(input, context);
    expect(context.leads.size).toBe(60);
    expect(slept.waits.slice(0, 2)).toEqual([7000, 7000]);
    expect(fake.requests.filter((r) => r.status === 429)).toHaveLength(2);
  });

  it("stops with a clear message when 429 does not end", async () => {
    fake.retryAfter = "3";
    fake.fail("rate-limited", "rate-limited", "rate-limited", "rate-limited");
    const error = await failure(provider().run(input, memoryContext({ limit: 10 })));
    expect(error).toMatchObject({ code: "rate_limited", retryAfterSeconds: 3 });
    expect(error.message).toBe("Google Maps is limiting requests from this server");
    expect(slept.waits).toHaveLength(3);
  });

  it("backs off and retries 5xx, timeouts and malformed bodies", async () => {
    fake.failAfter(1, "server-error", "malformed", "timeout");
    const context = memoryContext({ limit: 40 });
    await provider({ timeoutMs: 300 }).run(input, context);
    expect(context.leads.size).toBe(40);
    expect(slept.waits).toHaveLength(3);
    // The provider kit's exponential backoff with full jitter: up to 500, 1000, 2000 ms.
    expect(slept.waits.every((ms, i) => ms >= 0 && ms < 500 * 2 ** i)).toBe(true);
  });

  it("gives up on a server that keeps failing, with a readable message", async () => {
    fake.fail("malformed", "malformed", "malformed", "malformed");
    const error = await failure(provider().run(input, memoryContext({ limit: 10 })));
    expect(error.code).toBe("upstream");
    expect(error.message).toBe("Google Maps sent an answer we could not read");
  });

  it("follows the token through partial pages", async () => {
    fake.failAfter(1, "partial", "partial");
    const context = memoryContext({ limit: 60 });
    await provider().run(input, context);
    expect(context.leads.size).toBe(60);
  });

  it("resumes from its checkpoint after a failure mid-scrape: no tile read twice, no lead saved twice", async () => {
    fake.failAfter(7, "server-error", "server-error", "server-error", "server-error");
    const first = memoryContext({ limit: 300 });
    const error = await failure(provider().run(input, first));
    expect(error.code).toBe("upstream");
    const savedBefore = first.leads.size;
    expect(savedBefore).toBeGreaterThan(0);
    expect(savedBefore).toBeLessThan(300);
    const lookups = () => fake.requests.filter((r) => r.fieldMask === VIEWPORT_FIELD_MASK).length;
    expect(lookups()).toBe(1);
    const second = memoryContext({ limit: 300, leads: first.leads, checkpoint: first.checkpointState });
    await provider().run(input, second);
    expect(lookups()).toBe(1);
    expect(second.leads.size).toBe(300);
    expect(second.offered).toBeLessThanOrEqual(300 - savedBefore + 60);
  });
});
