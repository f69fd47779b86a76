/**
 * `npm run bench -- maps-tiling`: the Google Maps tiling against the fake Places API (a city of 5,000
 * places, at most 60 per query). A request for 500 must return 500 distinct places with a number of
 * API calls within 1.5x of the fewest possible: one area lookup plus ceil(500 / 20) pages.
 */
import {
  LEAD_FIELD_MASK,
  PLACES_PAGE_SIZE,
  searchText,
  VIEWPORT_FIELD_MASK,
} from "@/lib/scraping/maps/places-client";
import { callBudget, newTilingState, runTiling } from "@/lib/scraping/maps/tiling";
import { startFakePlaces } from "@/tests/fakes/places";
import type { Benchmark, BenchResult } from "./result";

const REQUESTED = [500, 200, 100];

export const benchmark: Benchmark = {
  name: "maps-tiling",
  description: "distinct places and Text Search calls for 500 (and 200, 100) in a 5,000-place fake city",
  async run() {
    const fake = await startFakePlaces({ port: Number(process.env.PLACES_BENCH_PORT ?? 0) });
    const config = { apiKey: fake.apiKey, baseUrl: fake.baseUrl, attempts: 1 };
    const signal = new AbortController().signal;
    const results: BenchResult[] = [];
    try {
      for (const requested of REQUESTED) {
        fake.requests.length = 0;
        const area = await searchText(
          config,
          { textQuery: "Testville", fieldMask: VIEWPORT_FIELD_MASK, pageSize: 1 },
          signal,
        );
        const viewport = area.places[0]?.viewport;
        if (!viewport) throw new Error("the fake city has no viewport");
        const state = newTilingState(viewport, requested);
        const distinct = new Set<string>();
        state.calls = 1;
        const outcome = await runTiling({
          state,
          maxCalls: callBudget(requested),
          search: (rect, pageToken) =>
            searchText(
              config,
              {
                textQuery: "dentists in Testville",
                fieldMask: LEAD_FIELD_MASK,
                pageSize: PLACES_PAGE_SIZE,
                pageToken,
                locationRestriction: rect,
              },
              signal,
            ),
          async deliver(places) {
            for (const p of places) if (distinct.size < requested) distinct.add(p.id);
            return distinct.size >= requested;
          },
        });
        const calls = fake.requests.length;
        const fewest = 1 + Math.ceil(requested / PLACES_PAGE_SIZE);
        const ratio = calls / fewest;
        console.log(
          `  requested ${requested}: ${distinct.size} distinct places (${outcome}), ${calls} API calls, fewest possible ${fewest} (${ratio.toFixed(2)}x), tiles done ${state.tilesDone}`,
        );
        results.push({
          name: `maps-tiling ${requested}`,
          unit: "calls",
          figure: calls,
          baseline: fewest,
          ratio,
          better: "lower",
          target: `${requested} distinct; calls <= 1.5x fewest`,
          pass: distinct.size === requested && ratio <= 1.5,
          notes: [`${distinct.size} distinct of ${requested} requested; ${calls} calls vs fewest ${fewest}`],
        });
      }
    } finally {
      await fake.close();
    }
    return results;
  },
};
