import { z } from "zod";
import { RateLimitedError, RejectedError, TemporaryError } from "@/lib/providers/errors";
import { createProviderClient, type ProviderClient } from "@/lib/providers/http-client";
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
  regularOpeningHours: z
    .object({ weekdayDescriptions: z.array(z.string()).optional() })
    .partial()
    .optional(),
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
  /** The longest wait a 429 may ask for that is waited out, in seconds; a longer one ends the call. */
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

const keySetting =
  'check GOOGLE_MAPS_API_KEY: the key must be valid, "Places API (New)" must be enabled in its Google Cloud project with billing, and the key\'s API restrictions must allow places.googleapis.com';

/** Google's error answer ({ error: { code, message, status, details } }): its message and its status name. */
function describeGoogleError(body: unknown): { reason?: string; code?: string } {
  const error = (body as { error?: { message?: unknown; status?: unknown; details?: unknown } } | null)
    ?.error;
  if (!error || typeof error !== "object") return {};
  const keyInvalid = JSON.stringify(error.details ?? []).includes("API_KEY_INVALID");
  return {
    reason: typeof error.message === "string" ? error.message : undefined,
    code: keyInvalid ? "API_KEY_INVALID" : typeof error.status === "string" ? error.status : undefined,
  };
}

function placesClient(config: PlacesConfig): ProviderClient {
  return createProviderClient({
    provider: "Google Maps",
    baseUrl: config.baseUrl,
    headers: { "X-Goog-Api-Key": config.apiKey },
    timeoutMs: config.timeoutMs ?? 15_000,
    // Text Search is a read sent as POST: repeating one is harmless.
    idempotentPosts: true,
    retry: { attempts: config.attempts ?? 4, maxRetryAfterMs: (config.maxRetryAfterSeconds ?? 60) * 1000 },
    describeError: describeGoogleError,
    sleep: config.sleep,
  });
}

/** The kit's failures as the scraper's: 401/403 and an invalid key name the setting; a 4xx is the search's fault. */
function scrapeError(error: unknown): unknown {
  if (error instanceof RateLimitedError) {
    return new ProviderError("rate_limited", "Google Maps is limiting requests from this server", {
      retryAfterSeconds: error.retryAfterSeconds,
      cause: error,
    });
  }
  if (error instanceof RejectedError && error.status !== undefined) {
    const status = error.status;
    if (status === 401 || status === 403) {
      const name = error.code ?? (status === 401 ? "UNAUTHENTICATED" : "PERMISSION_DENIED");
      return new ProviderError(
        "blocked",
        `Google Maps refused the request (${status} ${name}): ${keySetting}`,
        { cause: error },
      );
    }
    if (status === 400 && (error.code === "API_KEY_INVALID" || /API key not valid/i.test(error.reason))) {
      return new ProviderError(
        "blocked",
        `Google Maps refused the request (400 API key not valid): ${keySetting}`,
        { cause: error },
      );
    }
    return new ProviderError(
      "bad_input",
      `Google Maps refused the search (${status} ${error.code ?? "INVALID_ARGUMENT"})`,
      { cause: error },
    );
  }
  if (error instanceof TemporaryError) {
    if (error.kind === "timeout")
      return new ProviderError("timeout", "Google Maps did not answer in time", { cause: error });
    if (error.kind === "network")
      return new ProviderError("upstream", "Google Maps could not be reached", { cause: error });
    if (error.kind === "malformed")
      return new ProviderError("upstream", "Google Maps sent an answer we could not read", { cause: error });
    return new ProviderError("upstream", `Google Maps answered ${error.status ?? "with an error"}`, {
      cause: error,
    });
  }
  return error;
}

/**
 * One Text Search page through the provider kit: a 429 waits as long as Google asks, up to
 * `maxRetryAfterSeconds` (a longer wait ends the call), 5xx, timeouts and unreadable answers back off
 * and try again; 401/403 name the setting.
 */
export async function searchText(
  config: PlacesConfig,
  request: SearchTextRequest,
  signal: AbortSignal,
): Promise<PlacesPage> {
  const body = {
    textQuery: request.textQuery,
    pageSize: request.pageSize ?? PLACES_PAGE_SIZE,
    ...(request.pageToken ? { pageToken: request.pageToken } : {}),
    ...(request.locationRestriction
      ? { locationRestriction: { rectangle: request.locationRestriction } }
      : {}),
  };
  let page: z.output<typeof pageSchema>;
  try {
    page = await placesClient(config).request({
      method: "POST",
      path: "/v1/places:searchText",
      headers: { "X-Goog-FieldMask": request.fieldMask },
      body,
      schema: pageSchema,
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw scrapeError(error);
  }
  const places: Place[] = [];
  let dropped = 0;
  for (const raw of page.places ?? []) {
    const place = placeSchema.safeParse(raw);
    if (place.success) places.push(place.data);
    else dropped++;
  }
  return { places, nextPageToken: page.nextPageToken, dropped };
}
