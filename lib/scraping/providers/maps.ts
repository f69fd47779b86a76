import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { placeToLead } from "@/lib/scraping/maps/lead";
import {
  type Place,
  type PlacesConfig,
  LEAD_FIELD_MASK,
  PLACES_PAGE_SIZE,
  searchText,
  VIEWPORT_FIELD_MASK,
} from "@/lib/scraping/maps/places-client";
import {
  callBudget,
  newTilingState,
  runTiling,
  type TilingState,
  tilesPlanned,
} from "@/lib/scraping/maps/tiling";
import { SEARCH_STARTS } from "@/lib/scraping/start-limit";
import { ProviderError, type ScrapeProvider } from "./types";
import { mapsNotConfigured } from "./unavailable";

/**
 * Google Maps businesses through the Places API (New) Text Search: the area's viewport first, then
 * tiles of it (lib/scraping/maps/tiling.ts) until the estimate is saved, the area is exhausted or the
 * run's call budget (sized by the estimate it reserved credits for) is spent. The tiling state is the
 * run's checkpoint, so a restarted job resumes at the current tile with the calls it already made.
 */
const text = (label: string) =>
  z
    .string({ error: `Please enter a ${label}` })
    .trim()
    .min(1, `Please enter a ${label}`)
    .max(200, `The ${label} is too long`);

export const mapsInput = z.object({ business: text("business type"), location: text("location") });
export type MapsInput = z.infer<typeof mapsInput>;

export function mapsConfigFromEnv(): PlacesConfig | null {
  const e = env();
  if (!e.GOOGLE_MAPS_API_KEY) return null;
  return { apiKey: e.GOOGLE_MAPS_API_KEY, baseUrl: e.GOOGLE_PLACES_BASE_URL };
}

type Checkpoint = { tiling: TilingState };

function noneFound(input: MapsInput, what: "location" | "places"): ProviderError {
  return what === "location"
    ? new ProviderError("bad_input", `Google Maps found no area called "${input.location}"`)
    : new ProviderError("bad_input", `Google Maps found no ${input.business} in ${input.location}`);
}

export function createMapsProvider(config: () => PlacesConfig | null): ScrapeProvider<MapsInput> {
  return {
    platform: "maps",
    leadPlatform: "maps",
    startLimit: SEARCH_STARTS,
    input: mapsInput,
    async unavailableReason() {
      return config() ? null : mapsNotConfigured;
    },
    async run(input, context) {
      const places = config();
      if (!places) throw new ProviderError("not_configured", mapsNotConfigured.message);
      const saved = await context.checkpoint.load<Checkpoint>();
      let state = saved?.tiling?.v === 1 ? saved.tiling : undefined;
      if (!state) {
        const area = await searchText(
          places,
          { textQuery: input.location, fieldMask: VIEWPORT_FIELD_MASK, pageSize: 1 },
          context.signal,
        );
        const viewport = area.places.find((p) => p.viewport)?.viewport;
        if (!viewport) throw noneFound(input, "location");
        state = newTilingState(viewport, context.limit);
        state.calls = 1;
        await context.checkpoint.save({ tiling: state } satisfies Checkpoint);
      }
      const tiling = state;
      const seen = new Set<string>();
      let total = await context.save([]); // what an earlier attempt of this run saved
      const report = () =>
        context.progress({
          unitsDone: tiling.tilesDone,
          unitsTotal: tilesPlanned(tiling),
          unitLabel: "tiles",
          found: total,
        });
      await report();
      const outcome = await runTiling({
        state: tiling,
        maxCalls: callBudget(context.limit),
        search: (rect, pageToken) =>
          searchText(
            places,
            {
              textQuery: `${input.business} in ${input.location}`,
              fieldMask: LEAD_FIELD_MASK,
              pageSize: PLACES_PAGE_SIZE,
              pageToken,
              locationRestriction: rect,
            },
            context.signal,
          ),
        async deliver(found: Place[]) {
          const fresh = found.filter((p) => !seen.has(p.id) && seen.add(p.id));
          if (fresh.length) total = await context.save(fresh.map(placeToLead));
          return total >= context.limit;
        },
        async beforeCall(current) {
          await context.checkpoint.save({ tiling: current } satisfies Checkpoint);
        },
        async onTileDone(current) {
          await context.checkpoint.save({ tiling: current } satisfies Checkpoint);
          await report();
        },
      });
      await report();
      if (outcome !== "limit" && total === 0) throw noneFound(input, "places");
    },
  };
}

export const mapsProvider = createMapsProvider(mapsConfigFromEnv);
