/**
 * What a Maps run may cost in Places calls: a search that finds nothing stops after its first page,
 * an empty page ends its query's paging, and no run makes more calls than its reservation pays for.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMapsProvider } from "@/lib/scraping/providers/maps";
import { type FakePlaces, startFakePlaces } from "@/tests/fakes/places";
import { failure, memoryContext, recordingSleep } from "./providers-support";

let fake: FakePlaces;
const input = { business: "dentists", location: "Testville" };
const provider = (places: FakePlaces) =>
  createMapsProvider(() => ({
    apiKey: places.apiKey,
    baseUrl: places.baseUrl,
    sleep: recordingSleep().sleep,
  }));
const searches = (places: FakePlaces) => places.requests.filter((r) => r.body.locationRestriction);

beforeAll(async () => {
  fake = await startFakePlaces({ unref: true });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe("Places calls per Maps run", () => {
  it("a search that finds nothing makes the area lookup and one query page, not one per tile", async () => {
    const error = await failure(
      provider(fake).run({ ...input, business: "unicorn stables" }, memoryContext({ limit: 500 })),
    );
    expect(error.message).toBe("Google Maps found no unicorn stables in Testville");
    expect(fake.requests).toHaveLength(2);
    expect(searches(fake)).toHaveLength(1);
  });

  it("an empty page ends its query's paging even when it carries a next-page token", async () => {
    fake.failAfter(1, ...Array.from({ length: 30 }, () => "empty-page" as const));
    const error = await failure(provider(fake).run(input, memoryContext({ limit: 500 })));
    expect(error.message).toBe("Google Maps found no dentists in Testville");
    expect(fake.requests).toHaveLength(2);
  });

  it("stops at the calls its reservation pays for when every tile keeps returning the same places", async () => {
    const mall = await startFakePlaces({ size: 500, oneAddress: true, unref: true });
    try {
      const limit = 100;
      const context = memoryContext({ limit });
      await provider(mall).run(input, context);
      expect(context.leads.size).toBe(60);
      // Two query pages per page of leads paid for, plus the area lookup and the first query of the whole area.
      expect(mall.requests.length).toBeLessThanOrEqual(1 + 3 + 2 * Math.ceil(limit / 20));
    } finally {
      await mall.close();
    }
  });

  it("keeps the cap across a restart: a resumed run does not get a fresh allowance", async () => {
    const mall = await startFakePlaces({ size: 500, oneAddress: true, unref: true });
    try {
      const limit = 100;
      mall.failAfter(8, "server-error", "server-error", "server-error", "server-error");
      const first = memoryContext({ limit });
      await failure(provider(mall).run(input, first));
      const second = memoryContext({ limit, leads: first.leads, checkpoint: first.checkpointState });
      await provider(mall).run(input, second);
      const answered = mall.requests.filter((r) => r.status === 200);
      expect(answered.length).toBeLessThanOrEqual(1 + 3 + 2 * Math.ceil(limit / 20));
    } finally {
      await mall.close();
    }
  });
});
