import { describe, expect, it } from "vitest";
import { openingHours, placeToLead } from "@/lib/scraping/maps/lead";
import type { PlacesPage, Rectangle } from "@/lib/scraping/maps/places-client";
import { initialTiles, newTilingState, runTiling, splitTile } from "@/lib/scraping/maps/tiling";

const city: Rectangle = { low: { latitude: 40, longitude: -75.2 }, high: { latitude: 40.2, longitude: -75 } };

describe("maps tiling", () => {
  it("starts with a square grid sized to the request at 60 per query", () => {
    expect(initialTiles(city, 60)).toHaveLength(1);
    expect(initialTiles(city, 100)).toHaveLength(4);
    expect(initialTiles(city, 500)).toHaveLength(9);
    const tiles = initialTiles(city, 500);
    expect(tiles[0]?.rect.low).toEqual(city.low);
    expect(tiles.at(-1)?.rect.high).toEqual(city.high);
  });

  it("splits across the antimeridian into rectangles Google accepts", () => {
    const fiji: Rectangle = {
      low: { latitude: -20, longitude: 176 },
      high: { latitude: -12, longitude: -178 },
    };
    const parts = splitTile({ rect: fiji, depth: 0 });
    expect(parts.map((p) => [p.rect.low.longitude, p.rect.high.longitude])).toEqual([
      [176, 179],
      [179, -178],
      [176, 179],
      [179, -178],
    ]);
    expect(parts.every((p) => p.depth === 1)).toBe(true);
  });

  it("splits a full tile into four and stops when the area is exhausted", async () => {
    const state = newTilingState(city, 60);
    const seen: number[] = [];
    let call = 0;
    const outcome = await runTiling({
      state,
      async search(rect, token): Promise<PlacesPage> {
        call++;
        seen.push(rect.high.latitude - rect.low.latitude);
        // The whole city is full (3 pages of 20); each quarter has 10 places.
        const full = rect.high.latitude - rect.low.latitude > 0.15;
        if (!full)
          return {
            places: Array.from({ length: 10 }, (_, i) => ({
              id: `${rect.low.latitude}:${rect.low.longitude}:${i}`,
            })),
            dropped: 0,
          };
        const page = token ? Number(token) : 0;
        return {
          places: Array.from({ length: 20 }, (_, i) => ({ id: `whole:${page * 20 + i}` })),
          nextPageToken: page < 2 ? String(page + 1) : undefined,
          dropped: 0,
        };
      },
      deliver: async () => false,
    });
    expect(outcome).toBe("exhausted");
    expect(call).toBe(3 + 4);
    expect(state.tilesDone).toBe(5);
    expect(seen.slice(3).every((h) => Math.abs(h - 0.1) < 1e-9)).toBe(true);
  });
});

describe("maps leads", () => {
  it("maps weekday descriptions to openhr_mon..openhr_sun", () => {
    expect(openingHours(["Monday: 9:00 AM – 5:00 PM", "Sunday: Closed"])).toMatchObject({
      openhr_mon: "9:00 AM – 5:00 PM",
      openhr_sun: "Closed",
      openhr_tue: null,
    });
  });

  it("keeps a place with only an id, and refuses non-web links", () => {
    const lead = placeToLead({ id: "abc", googleMapsUri: "javascript:alert(1)", websiteUri: "ftp://x" });
    expect(lead).toMatchObject({
      externalId: "place:abc",
      name: "abc",
      url: "https://www.google.com/maps/place/?q=place_id:abc",
    });
    expect(lead.data.website_link).toBeNull();
  });
});
