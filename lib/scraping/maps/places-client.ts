import { z } from "zod";
import { providerUrl } from "@/lib/providers/url";
import { ProviderError } from "@/lib/scraping/providers/types";

/**
 * Google Places API (New) Text Search over REST (`POST {base}/v1/places:searchText`), no SDK: the
 * official client speaks gRPC first, which a serverless deploy and a loopback fake both make awkward;
 * one zod-validated JSON call is all the scraper needs. The field mask names the maps lead fields and
 * nothing more, because it decides the billing tier (README, Google Maps).
 */
export const PLACES_PAGE_SIZE = 20;
/** Text Search returns at most 60 places for one query, across at most 3 pages of 20. */
export const PLACES_QUERY_CAP = 60;

export const LEAD_FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.googleMapsUri",
  "places.primaryType",
  "places.primaryTypeDisplayName",
  "places.formattedAddress",
  "places.location",
  "places.nationalPhoneNumber",
  "places.internationalPhoneNumber",
  "places.rating",
  "places.userRatingCount",
  "places.websiteUri",
  "places.regularOpeningHours.weekdayDescriptions",
  "nextPageToken",
].join(",");
/** The area lookup: its viewport only (Text Search Pro). */
export const VIEWPORT_FIELD_MASK = "places.id,places.viewport";

export type LatLng = { latitude: number; longitude: number };
export type Rectangle = { low: LatLng; high: LatLng };

const latLng = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
const localized = z.object({ text: z.string() }).partial().optional();

export const placeSchema = z.object({
  id: z.string().min(1).max(500),
  displayName: localized,
  googleMapsUri: z.string().optional(),
  primaryType: z.string().optional(),
  primaryTypeDisplayName: localized,
  formattedAddress: z.string().optional(),
  location: latLng.optional(),
  viewport: z.object({ low: latLng, high: latLng }).optional(),
  nationalPhoneNumber: z.string().optional(),
  internationalPhoneNumber: z.string().optional(),
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  websiteUri: z.string().optional(),
  regularOpeningHours: z.object({ weekdayDescriptions: z.array(z.string()).optional() }).partial().optional(),
});
export type Place = z.infer<typeof placeSchema>;

const pageSchema = z.object({
  // Each place is checked alone: one unreadable entry is dropped, not the whole page.
  places: z.array(z.unknown()).optional(),
  nextPageToken: z.string().min(1).optional(),
});

export type PlacesPage = { places: Place[]; nextPageToken?: string; dropped: number };

export type PlacesConfig = {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  /** Attempts per request for 429, 5xx, timeouts and unreadable answers. */
  attempts?: number;
  /** The longest wait honoured from Retry-After, in seconds. */
  maxRetryAfterSeconds?: number;
  /** Injected in tests to observe (and shorten) waits. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

export type SearchTextRequest = {
  textQuery: string;
  fieldMask: string;
  pageSize?: number;
  pageToken?: string;
  locationRestriction?: Rectangle;
};

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(0, seconds) : undefined;
}

const keySetting =
  "check GOOGLE_MAPS_API_KEY: the key must be valid, \"Places API (New)\" must be enabled in its Google Cloud project with billing, and the key's API restrictions must allow places.googleapis.com";

/** Reads the error status Google sends ({ error: { status, message } }) for the message. */
function googleStatus(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { error?: { status?: unknown } };
    return typeof body.error?.status === "string" ? body.error.status : undefined;
  } catch {
    return undefined;
  }
}

async function once(config: PlacesConfig, request: SearchTextRequest, signal: AbortSignal): Promise<PlacesPage> {
  const body = {
    textQuery: request.textQuery,
    pageSize: request.pageSize ?? PLACES_PAGE_SIZE,
    ...(request.pageToken ? { pageToken: request.pageToken } : {}),
    ...(request.locationRestriction ? { locationRestriction: { rectangle: request.locationRestriction } } : {}),
  };
  let response: Response;
  let text: string;
  try {
    response = await fetch(providerUrl(config.baseUrl, "/v1/places:searchText"), {
      method: "POST",
      headers: { "content-type": "application/json", "X-Goog-Api-Key": config.apiKey, "X-Goog-FieldMask": request.fieldMask },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs ?? 15_000)]),
      redirect: "error",
    });
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw error;
    const name = (error as { name?: string }).name;
    if (name === "TimeoutError" || name === "AbortError") throw new ProviderError("timeout", "Google Maps did not answer in time", { cause: error });
    throw new ProviderError("upstream", "Google Maps could not be reached", { cause: error });
  }
  if (response.status === 401 || response.status === 403) {
    const status = googleStatus(text) ?? (response.status === 401 ? "UNAUTHENTICATED" : "PERMISSION_DENIED");
    throw new ProviderError("blocked", `Google Maps refused the request (${response.status} ${status}): ${keySetting}`);
  }
  if (response.status === 400 && /API key not valid|API_KEY_INVALID/i.test(text)) {
    throw new ProviderError("blocked", `Google Maps refused the request (400 API key not valid): ${keySetting}`);
  }
  if (response.status === 429) {
    throw new ProviderError("rate_limited", "Google Maps is limiting requests from this server", { retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after")) });
  }
  if (response.status >= 500) throw new ProviderError("upstream", `Google Maps answered ${response.status}`);
  if (!response.ok) throw new ProviderError("bad_input", `Google Maps refused the search (${response.status} ${googleStatus(text) ?? "INVALID_ARGUMENT"})`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderError("upstream", "Google Maps sent an answer we could not read");
  }
  const page = pageSchema.safeParse(json);
  if (!page.success) throw new ProviderError("upstream", "Google Maps sent an answer we could not read");
  const places: Place[] = [];
  let dropped = 0;
  for (const raw of page.data.places ?? []) {
    const place = placeSchema.safeParse(raw);
    if (place.success) places.push(place.data);
    else dropped++;
  }
  return { places, nextPageToken: page.data.nextPageToken, dropped };
}

/**
 * One Text Search page. 429 waits for Retry-After (at most `maxRetryAfterSeconds`, else an exponential
 * backoff), 5xx, timeouts and unreadable answers back off and try again; 401/403 name the setting.
 */
export async function searchText(config: PlacesConfig, request: SearchTextRequest, signal: AbortSignal): Promise<PlacesPage> {
  const attempts = config.attempts ?? 4;
  const wait = config.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(config, request, signal);
    } catch (error) {
      const retryable = error instanceof ProviderError && ["rate_limited", "upstream", "timeout"].includes(error.code);
      if (!retryable || attempt >= attempts || signal.aborted) throw error;
      const backoff = 500 * 2 ** (attempt - 1) + Math.floor(Math.random() * 250);
      const hinted = error.retryAfterSeconds;
      const ms = hinted === undefined ? backoff : Math.min(hinted, config.maxRetryAfterSeconds ?? 60) * 1000 + (attempt - 1) * 250;
      await wait(ms, signal);
    }
  }
}
