import { z } from "zod";
import { providerUrl } from "@/lib/providers/url";
import { ProviderError } from "@/lib/scraping/providers/types";
import type { BoundingBox } from "./overpass-query";

/**
 * Nominatim (to place a location) and Overpass (to find businesses in it) over HTTP, as their usage
 * policies ask: an honest User-Agent naming this server, at most one Nominatim request a second from
 * this process, and a geocoding cache, so the same location is looked up once a day. A 429, a 5xx or a
 * timeout ends the call with a ProviderError the scrape engine retries (the run resumes from its checkpoint).
 */
export type OsmConfig = {
  nominatimUrl: string;
  overpassUrl: string;
  userAgent: string;
  /** Sent to Nominatim as `email`, which its policy asks of heavier users. */
  contactEmail?: string;
  timeoutMs?: number;
  /** The shortest gap between two Nominatim requests. */
  nominatimIntervalMs?: number;
};

export const OVERPASS_TIMEOUT_SECONDS = 60;

const placeSchema = z.object({
  display_name: z.string().optional(),
  boundingbox: z.tuple([z.coerce.number(), z.coerce.number(), z.coerce.number(), z.coerce.number()]),
});

export type OsmArea = { name: string; box: BoundingBox };

const elementSchema = z.object({
  type: z.enum(["node", "way", "relation"]),
  id: z.number().int(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: z.object({ lat: z.number(), lon: z.number() }).optional(),
  tags: z.record(z.string(), z.string()).default({}),
});
export type OsmElement = z.infer<typeof elementSchema>;

const overpassSchema = z.object({ elements: z.array(z.unknown()), remark: z.string().optional() });

export type OverpassAnswer = { elements: OsmElement[]; dropped: number; tooLarge: boolean };

function failure(service: string, response: Response): ProviderError {
  if (response.status === 429)
    return new ProviderError(
      "rate_limited",
      `${service} is receiving too many requests; the scrape will try again shortly`,
    );
  if (response.status >= 500)
    return new ProviderError("upstream", `${service} is not answering right now (HTTP ${response.status})`);
  return new ProviderError("blocked", `${service} refused the request (HTTP ${response.status})`);
}

async function send(
  config: OsmConfig,
  service: string,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<unknown> {
  const timeout = AbortSignal.timeout(config.timeoutMs ?? 90_000);
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...init.headers, "User-Agent": config.userAgent, Accept: "application/json" },
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    signal.throwIfAborted();
    if (timeout.aborted)
      throw new ProviderError("timeout", `${service} did not answer in time`, { cause: error });
    throw new ProviderError("upstream", `${service} could not be reached`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw failure(service, response);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new ProviderError("upstream", `${service} sent an answer that could not be read`, { cause: error });
  }
}

type Cached = { area: OsmArea | null; expires: number };
const AREA_TTL_MS = 24 * 60 * 60_000;
const AREA_CACHE_SIZE = 500;
const process_ = globalThis as unknown as {
  __crmOsmAreas?: Map<string, Cached>;
  __crmNominatimTurn?: Promise<void>;
};
const areas = (process_.__crmOsmAreas ??= new Map<string, Cached>());

/** Waits for this process's next Nominatim slot, one every `intervalMs`. */
function nominatimTurn(intervalMs: number): Promise<void> {
  const previous = process_.__crmNominatimTurn ?? Promise.resolve();
  const turn = previous.then(() => new Promise<void>((resolve) => setTimeout(resolve, intervalMs).unref?.()));
  process_.__crmNominatimTurn = turn;
  return previous;
}

/** The bounding box of a place name, or null when Nominatim knows no such place. */
export async function findArea(
  config: OsmConfig,
  location: string,
  signal: AbortSignal,
): Promise<OsmArea | null> {
  const key = location.trim().toLowerCase();
  const hit = areas.get(key);
  if (hit && hit.expires > Date.now()) return hit.area;
  await nominatimTurn(config.nominatimIntervalMs ?? 1100);
  signal.throwIfAborted();
  const query = new URLSearchParams({ q: location, format: "jsonv2", limit: "1" });
  if (config.contactEmail) query.set("email", config.contactEmail);
  const answer = z
    .array(z.unknown())
    .safeParse(
      await send(
        config,
        "OpenStreetMap's Nominatim",
        providerUrl(config.nominatimUrl, "/search", Object.fromEntries(query)).href,
        { method: "GET" },
        signal,
      ),
    );
  if (!answer.success)
    throw new ProviderError("upstream", "OpenStreetMap's Nominatim sent an answer that could not be read");
  const place = answer.data.length ? placeSchema.safeParse(answer.data[0]) : undefined;
  if (place && !place.success)
    throw new ProviderError("upstream", "OpenStreetMap's Nominatim sent an answer that could not be read");
  const area = place?.data
    ? {
        name: place.data.display_name ?? location,
        box: {
          south: place.data.boundingbox[0],
          north: place.data.boundingbox[1],
          west: place.data.boundingbox[2],
          east: place.data.boundingbox[3],
        },
      }
    : null;
  if (areas.size >= AREA_CACHE_SIZE) areas.delete(areas.keys().next().value as string);
  areas.set(key, { area, expires: Date.now() + AREA_TTL_MS });
  return area;
}

/** One Overpass query; `tooLarge` when the server gave up on the area (a timeout or memory remark), so the caller splits it. */
export async function runOverpass(
  config: OsmConfig,
  query: string,
  signal: AbortSignal,
): Promise<OverpassAnswer> {
  const body = new URLSearchParams({ data: query });
  const raw = overpassSchema.safeParse(
    await send(
      config,
      "OpenStreetMap's Overpass API",
      config.overpassUrl,
      { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      signal,
    ),
  );
  if (!raw.success)
    throw new ProviderError("upstream", "OpenStreetMap's Overpass API sent an answer that could not be read");
  const tooLarge = /runtime (error|remark).*(timed out|out of memory|memory)/i.test(raw.data.remark ?? "");
  const elements: OsmElement[] = [];
  for (const item of raw.data.elements) {
    const element = elementSchema.safeParse(item);
    if (element.success) elements.push(element.data);
  }
  return { elements, dropped: raw.data.elements.length - elements.length, tooLarge };
}

/** Test hook: forget cached areas and the pacing chain. */
export function resetOsmClientState(): void {
  areas.clear();
  process_.__crmNominatimTurn = undefined;
}
