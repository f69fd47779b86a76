import "server-only";
import { env } from "@/lib/env";
import { categoryFor } from "@/lib/scraping/osm/categories";
import { findArea, type OsmConfig, OVERPASS_TIMEOUT_SECONDS, runOverpass } from "@/lib/scraping/osm/client";
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL, osmElementToLead } from "@/lib/scraping/osm/lead";
import { type BoundingBox, overpassQuery, quarters } from "@/lib/scraping/osm/overpass-query";
import { SEARCH_STARTS } from "@/lib/scraping/start-limit";
import { type MapsInput, mapsInput } from "./maps";
import { ProviderError, type ScrapeProvider } from "./types";

/**
 * Local businesses from OpenStreetMap, the Maps platform's source when no Google Maps key is set:
 * Nominatim places the location, Overpass finds the businesses in its box. An area too large for one
 * Overpass query is split into quarters until each answers; the boxes still to read are the run's
 * checkpoint, so a restarted job resumes where it stopped. Every lead says its data is OpenStreetMap's.
 */
type Tile = { box: BoundingBox; depth: number };
type Checkpoint = { osm: { v: 1; queue: Tile[]; tilesDone: number; calls: number } };

const MAX_DEPTH = 6;
const MAX_CALLS = 64;

export function osmConfigFromEnv(): OsmConfig {
  const e = env();
  const contact = e.OSM_CONTACT_EMAIL ? `; ${e.OSM_CONTACT_EMAIL}` : "";
  return {
    nominatimUrl: e.OSM_NOMINATIM_URL,
    overpassUrl: e.OSM_OVERPASS_URL,
    userAgent: `CRM-Pro/1.0 (lead search; +${e.APP_URL}${contact})`,
    contactEmail: e.OSM_CONTACT_EMAIL,
  };
}

export function createOsmMapsProvider(config: () => OsmConfig): ScrapeProvider<MapsInput> {
  return {
    platform: "maps",
    leadPlatform: "maps",
    startLimit: SEARCH_STARTS,
    input: mapsInput,
    attribution: { text: `Businesses from OpenStreetMap, ${OSM_ATTRIBUTION}`, href: OSM_COPYRIGHT_URL },
    async unavailableReason() {
      return null;
    },
    async run(input, context) {
      const osm = config();
      const category = categoryFor(input.business);
      const saved = await context.checkpoint.load<Checkpoint>();
      let state = saved?.osm?.v === 1 ? saved.osm : undefined;
      if (!state) {
        const area = await findArea(osm, input.location, context.signal);
        if (!area)
          throw new ProviderError("bad_input", `OpenStreetMap found no area called "${input.location}"`);
        state = { v: 1, queue: [{ box: area.box, depth: 0 }], tilesDone: 0, calls: 1 };
        await context.checkpoint.save({ osm: state } satisfies Checkpoint);
      }
      const progress = state;
      let total = await context.save([]);
      const report = () =>
        context.progress({
          unitsDone: progress.tilesDone,
          unitsTotal: progress.tilesDone + progress.queue.length,
          unitLabel: "areas",
          found: total,
        });
      await report();
      while (progress.queue.length && total < context.limit && progress.calls < MAX_CALLS) {
        const tile = progress.queue[0] as Tile;
        progress.calls++;
        const query = overpassQuery({
          box: tile.box,
          category,
          term: input.business,
          limit: context.limit - total,
          timeoutSeconds: OVERPASS_TIMEOUT_SECONDS,
        });
        const answer = await runOverpass(osm, query, context.signal);
        progress.queue.shift();
        if (answer.tooLarge && tile.depth < MAX_DEPTH) {
          progress.queue.unshift(...quarters(tile.box).map((box) => ({ box, depth: tile.depth + 1 })));
        } else {
          const leads = answer.elements.flatMap(
            (element) => osmElementToLead(element, category?.label) ?? [],
          );
          if (leads.length) total = await context.save(leads);
          progress.tilesDone++;
        }
        await context.checkpoint.save({ osm: progress } satisfies Checkpoint);
        await report();
      }
      if (total === 0 && !progress.queue.length) {
        throw new ProviderError(
          "bad_input",
          `OpenStreetMap has no ${input.business} mapped in ${input.location}`,
        );
      }
    },
  };
}

export const osmMapsProvider = createOsmMapsProvider(osmConfigFromEnv);
