import { z } from "zod";
import { sleep } from "@/lib/providers/backoff";
import { RateLimitedError, RejectedError, TemporaryError } from "@/lib/providers/errors";
import { createProviderClient, type ProviderRequest } from "@/lib/providers/http-client";
import { ProviderError } from "@/lib/scraping/providers/types";
import type { BoundingBox } from "./overpass-query";

/**
 * Nominatim (to place a location) and Overpass (to find businesses in it) through the provider kit, as
 * their usage policies ask: an honest User-Agent naming this server, at most one Nominatim request a
 * second from this process (a retry waits its turn too), and a geocoding cache, so the same location is
 * looked up once a day. A 429 waits as long as the provider asked (the kit reads how long) and a 5xx, a dropped connection or an unreadable
 * answer backs off and tries again; what is left ends the call with a ProviderError the scrape engine
 * retries (the run resumes from its checkpoint).
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
  /** Tries per request, the first included. */
  attempts?: number;
  /** Injected in tests to observe (and shorten) the waits between tries. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export const OVERPASS_TIMEOUT_SECONDS = 60;

const NOMINATIM = "OpenStreetMap's Nominatim";
const OVERPASS = "OpenStreetMap's Overpass API";

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

/** The kit's failures in the words the scrape screen shows. */
function scrapeError(service: string, error: unknown): unknown {
  if (error instanceof RateLimitedError)
    return new ProviderError(
      "rate_limited",
      `${service} is receiving too many requests; the scrape will try again shortly`,
      {
        retryAfterSeconds: error.retryAfterSeconds,
        cause: error,
      },
    );
  if (error instanceof RejectedError)
    return new ProviderError("blocked", `${service} refused the request (HTTP ${error.status})`, {
      cause: error,
    });
  if (error instanceof TemporaryError) {
    if (error.kind === "timeout")
      return new ProviderError("timeout", `${service} did not answer in time`, { cause: error });
    if (error.kind === "network")
      return new ProviderError("upstream", `${service} could not be reached`, { cause: error });
    if (error.kind === "malformed")
      return new ProviderError("upstream", `${service} sent an answer that could not be read`, {
        cause: error,
      });
    return new ProviderError("upstream", `${service} is not answering right now (HTTP ${error.status})`, {
      cause: error,
    });
  }
  return error;
}

/**
 * One call to one of the two services. Both take reads only (an Overpass query is a POST that reads), so
 * every request may be repeated; a timeout is not, because the query that ran out of time (up to
 * `timeoutMs`, 90 s by default) would most likely run out again.
 */
async function call<S extends z.ZodType>(
  config: OsmConfig,
  service: string,
  baseUrl: string,
  request: ProviderRequest<S>,
  wait: (ms: number, signal?: AbortSignal) => Promise<void>,
): Promise<z.output<S>> {
  const client = createProviderClient({
    provider: service,
    baseUrl,
    headers: { "User-Agent": config.userAgent },
    timeoutMs: config.timeoutMs ?? 90_000,
    idempotentPosts: true,
    retryOn: ["rate_limited", "server", "network", "malformed"],
    retry: { attempts: config.attempts ?? 3 },
    sleep: wait,
  });
  try {
    return await client.request(request);
  } catch (error) {
    request.signal?.throwIfAborted();
    throw scrapeError(service, error);
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
  const interval = config.nominatimIntervalMs ?? 1100;
  await nominatimTurn(interval);
  signal.throwIfAborted();
  const query: Record<string, string> = { q: location, format: "jsonv2", limit: "1" };
  if (config.contactEmail) query.email = config.contactEmail;
  const places = await call(
    config,
    NOMINATIM,
    config.nominatimUrl,
    { method: "GET", path: "/search", query, schema: z.array(z.unknown()), signal },
    async (ms, abort) => {
      await (config.sleep ?? sleep)(ms, abort);
      await nominatimTurn(interval);
    },
  );
  const place = places.length ? placeSchema.safeParse(places[0]) : undefined;
  if (place && !place.success)
    throw new ProviderError("upstream", `${NOMINATIM} sent an answer that could not be read`);
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
  const interpreter = new URL(config.overpassUrl);
  const raw = await call(
    config,
    OVERPASS,
    interpreter.origin,
    { method: "POST", path: interpreter.pathname, form: { data: query }, schema: overpassSchema, signal },
    config.sleep ?? sleep,
  );
  const tooLarge = /runtime (error|remark).*(timed out|out of memory|memory)/i.test(raw.remark ?? "");
  const elements: OsmElement[] = [];
  for (const item of raw.elements) {
    const element = elementSchema.safeParse(item);
    if (element.success) elements.push(element.data);
  }
  return { elements, dropped: raw.elements.length - elements.length, tooLarge };
}

/** Test hook: forget cached areas and the pacing chain. */
export function resetOsmClientState(): void {
  areas.clear();
  process_.__crmNominatimTurn = undefined;
}
