import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Google Places API (New) Text Search, on loopback only: `POST /v1/places:searchText` with
 * X-Goog-Api-Key and X-Goog-FieldMask (required; the answer holds only the masked fields), pageSize
 * (at most 20), pageToken, and locationRestriction.rectangle. It holds one city, "Testville"
 * (Springfield is an alias), of 5,000 places: a query without a restriction that asks for
 * `places.viewport` finds the city's viewport; a business query returns the places in the rectangle
 * by prominence, at most 60 per query across pages (Google's cap). A business containing "unicorn"
 * matches nothing. Faults for the next requests: 401, 403, 429 with Retry-After, 5xx, a hang, a
 * malformed body, a partial page (fewer places than asked for, the token still given), an empty page
 * (no places, the token still given). `oneAddress` puts every place at one point (a mall of shops), so
 * a tile holding it is full however small it gets.
 * Test control (not Google's API) lives under `/_fake/`, for e2e runs in another process.
 */
export type PlacesFault =
  | "unauthorized"
  | "forbidden"
  | "rate-limited"
  | "server-error"
  | "timeout"
  | "malformed"
  | "partial"
  | "empty-page";

export type FakePlace = {
  id: string;
  displayName: { text: string; languageCode: string };
  googleMapsUri: string;
  primaryType: string;
  primaryTypeDisplayName: { text: string; languageCode: string };
  formattedAddress: string;
  location: { latitude: number; longitude: number };
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  rating?: number;
  userRatingCount?: number;
  websiteUri?: string;
  regularOpeningHours?: { weekdayDescriptions: string[] };
  prominence: number;
};

export const CITY = {
  name: "Testville",
  low: { latitude: 40.0, longitude: -75.2 },
  high: { latitude: 40.2, longitude: -75.0 },
};
export const CITY_SIZE = 5000;
export const QUERY_CAP = 60;
export const MAX_PAGE_SIZE = 20;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const STREETS = ["Market Street", "Elm Avenue", "Harbor Road", "Mill Lane", "Park Place", "Cedar Drive"];

/** The fake city: 40% spread evenly, 60% in three downtown clusters; the same every run. */
export function buildCity(size = CITY_SIZE, seed = 20261123): FakePlace[] {
  const random = mulberry32(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const clusters = [
    { lat: 40.05, lng: -75.15, sd: 0.015 },
    { lat: 40.14, lng: -75.06, sd: 0.02 },
    { lat: 40.1, lng: -75.12, sd: 0.01 },
  ];
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi - 1e-7, Math.max(lo + 1e-7, v));
  return Array.from({ length: size }, (_, i) => {
    let latitude: number;
    let longitude: number;
    if (random() < 0.4) {
      latitude = CITY.low.latitude + random() * (CITY.high.latitude - CITY.low.latitude);
      longitude = CITY.low.longitude + random() * (CITY.high.longitude - CITY.low.longitude);
    } else {
      const c = clusters[Math.floor(random() * clusters.length)] ?? clusters[0]!;
      latitude = c.lat + gauss() * c.sd;
      longitude = c.lng + gauss() * c.sd;
    }
    latitude = clamp(latitude, CITY.low.latitude, CITY.high.latitude);
    longitude = clamp(longitude, CITY.low.longitude, CITY.high.longitude);
    const n = String(i).padStart(4, "0");
    const place: FakePlace = {
      id: `ChIJfake${n}`,
      displayName: { text: `Testville Dental ${n}`, languageCode: "en" },
      googleMapsUri: `https://maps.google.com/?cid=${1_000_000 + i}`,
      primaryType: "dentist",
      primaryTypeDisplayName: { text: "Dentist", languageCode: "en-US" },
      formattedAddress: `${1 + (i % 900)} ${STREETS[i % STREETS.length]}, Testville, PA 19${n.slice(1)}, USA`,
      location: { latitude, longitude },
      prominence: random(),
    };
    if (i % 7 !== 0) {
      place.nationalPhoneNumber = `(215) 555-${n}`;
      place.internationalPhoneNumber = `+1 215-555-${n}`;
    }
    if (i % 5 !== 0) {
      place.rating = Math.round((3 + random() * 2) * 10) / 10;
      place.userRatingCount = Math.floor(random() * 400);
    }
    if (i % 3 !== 0) place.websiteUri = `https://dental${n}.example.com/`;
    if (i % 4 !== 0)
      place.regularOpeningHours = {
        weekdayDescriptions: WEEK.map((d, k) => `${d}: ${k < 5 ? "9:00 AM – 5:00 PM" : "Closed"}`),
      };
    return place;
  }).sort((a, b) => b.prominence - a.prominence);
}

type Rect = { low: { latitude: number; longitude: number }; high: { latitude: number; longitude: number } };

function inside(p: FakePlace, r: Rect): boolean {
  const { latitude, longitude } = p.location;
  return (
    latitude >= r.low.latitude &&
    latitude < r.high.latitude &&
    longitude >= r.low.longitude &&
    longitude < r.high.longitude
  );
}

/** Only the fields the mask asks for (`places.x` or `places.x.y`, or `*`). */
function masked(place: FakePlace, mask: string[]): Record<string, unknown> {
  if (mask.includes("*") || mask.includes("places.*")) {
    const { prominence: _p, ...all } = place;
    return all;
  }
  const out: Record<string, unknown> = {};
  for (const path of mask) {
    const [head, field, sub] = path.split(".");
    if (head !== "places" || !field) continue;
    if (field === "viewport") continue;
    const value = (place as unknown as Record<string, unknown>)[field];
    if (value === undefined) continue;
    out[field] =
      sub && typeof value === "object" && value ? { [sub]: (value as Record<string, unknown>)[sub] } : value;
  }
  return out;
}

export type PlacesRequestLog = {
  body: Record<string, unknown>;
  fieldMask: string | null;
  apiKey: string | null;
  status: number;
  returned: number;
};

export type FakePlaces = {
  baseUrl: string;
  apiKey: string;
  city: FakePlace[];
  requests: PlacesRequestLog[];
  fail(...faults: PlacesFault[]): void;
  /** Queues the faults once `requests` more requests have been answered (a failure mid-scrape). */
  failAfter(requests: number, ...faults: PlacesFault[]): void;
  /** Seconds sent in Retry-After with a 429. */
  retryAfter: string;
  close(): Promise<void>;
};

function reply(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers });
  res.end(JSON.stringify(body));
}

function googleError(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  reply(res, status, { error: { code: status, message, status: code } }, headers);
}

export async function startFakePlaces(
  options: { apiKey?: string; port?: number; unref?: boolean; size?: number; oneAddress?: boolean } = {},
): Promise<FakePlaces> {
  const apiKey = options.apiKey ?? "places-test-key-0123456789";
  const mall = { latitude: 40.1234567, longitude: -75.1234567 };
  const city = buildCity(options.size).map((place) =>
    options.oneAddress ? { ...place, location: mall } : place,
  );
  const requests: PlacesRequestLog[] = [];
  const faults: PlacesFault[] = [];
  const hanging = new Set<http.ServerResponse>();
  const state = { retryAfter: "1" };
  const delayed: Array<{ after: number; faults: PlacesFault[] }> = [];

  function search(req: http.IncomingMessage, res: http.ServerResponse, body: Record<string, unknown>) {
    const log: PlacesRequestLog = {
      body,
      fieldMask: (req.headers["x-goog-fieldmask"] as string) ?? null,
      apiKey: (req.headers["x-goog-api-key"] as string) ?? null,
      status: 200,
      returned: 0,
    };
    requests.push(log);
    for (const d of delayed) if (d.after-- === 0) faults.push(...d.faults);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      log.status = status;
      reply(res, status, payload, headers);
    };
    const fault = faults.shift();
    if (fault === "timeout") return void hanging.add(res);
    if (fault === "unauthorized")
      return (
        (log.status = 401),
        googleError(res, 401, "UNAUTHENTICATED", "Request is missing required authentication credential.")
      );
    if (fault === "forbidden")
      return (
        (log.status = 403),
        googleError(
          res,
          403,
          "PERMISSION_DENIED",
          "Places API (New) has not been used in project 123 before or it is disabled.",
        )
      );
    if (log.apiKey !== apiKey)
      return (
        (log.status = 400),
        googleError(res, 400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.")
      );
    if (fault === "rate-limited")
      return (
        (log.status = 429),
        googleError(res, 429, "RESOURCE_EXHAUSTED", "Quota exceeded.", { "retry-after": state.retryAfter })
      );
    if (fault === "server-error")
      return (
        (log.status = 503),
        googleError(res, 503, "UNAVAILABLE", "The service is currently unavailable.")
      );
    if (fault === "malformed") {
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end('{"places":[{"id":"ChIJ');
    }
    if (!log.fieldMask)
      return (
        (log.status = 400),
        googleError(res, 400, "INVALID_ARGUMENT", "FieldMask is a required parameter.")
      );
    const mask = log.fieldMask.split(",").map((f) => f.trim());
    const textQuery = typeof body.textQuery === "string" ? body.textQuery : "";
    if (!textQuery)
      return ((log.status = 400), googleError(res, 400, "INVALID_ARGUMENT", "textQuery is required."));
    const pageSize = Math.min(
      MAX_PAGE_SIZE,
      Math.max(1, Number(body.pageSize ?? MAX_PAGE_SIZE) || MAX_PAGE_SIZE),
    );
    const restriction = (body.locationRestriction as { rectangle?: Rect } | undefined)?.rectangle;
    const isCity = /testville|springfield/i.test(textQuery);

    // The area lookup: the city itself, with its viewport.
    if (!restriction && mask.includes("places.viewport")) {
      if (!isCity || / in /i.test(textQuery)) return send(200, {});
      return send(200, {
        places: [
          {
            ...(mask.includes("places.id") ? { id: "ChIJtestville" } : {}),
            viewport: { low: CITY.low, high: CITY.high },
          },
        ],
      });
    }
    const matches =
      isCity && !/unicorn/i.test(textQuery)
        ? city.filter((p) => !restriction || inside(p, restriction)).slice(0, QUERY_CAP)
        : [];
    const request = JSON.stringify({ textQuery, restriction, pageSize });
    let offset = 0;
    if (typeof body.pageToken === "string" && body.pageToken) {
      try {
        const token = JSON.parse(Buffer.from(body.pageToken, "base64url").toString("utf8")) as {
          request: string;
          offset: number;
        };
        if (token.request !== request) throw new Error("other request");
        offset = token.offset;
      } catch {
        return ((log.status = 400), googleError(res, 400, "INVALID_ARGUMENT", "Invalid page token."));
      }
    }
    const count = fault === "partial" ? Math.ceil(pageSize / 2) : fault === "empty-page" ? 0 : pageSize;
    const page = matches.slice(offset, offset + count);
    const next = offset + page.length;
    log.returned = page.length;
    const answer: Record<string, unknown> = {};
    if (page.length) answer.places = page.map((p) => masked(p, mask));
    if (next < matches.length && mask.includes("nextPageToken"))
      answer.nextPageToken = Buffer.from(JSON.stringify({ request, offset: next })).toString("base64url");
    send(200, answer);
  }

  function control(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
    body: Record<string, unknown>,
  ) {
    if (path === "/_fake/faults") {
      if (typeof body.after === "number")
        delayed.push({ after: body.after, faults: (body.faults as PlacesFault[]) ?? [] });
      else faults.push(...((body.faults as PlacesFault[]) ?? []));
      if (typeof body.retryAfter === "string") state.retryAfter = body.retryAfter;
      return reply(res, 200, { ok: true });
    }
    if (path === "/_fake/stats")
      return reply(res, 200, {
        requests: requests.length,
        searches: requests.filter((r) => r.status === 200).length,
      });
    if (path === "/_fake/reset") {
      requests.length = 0;
      faults.length = 0;
      return reply(res, 200, { ok: true });
    }
    return googleError(res, 404, "NOT_FOUND", "No such control.");
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return googleError(res, 400, "INVALID_ARGUMENT", "Invalid JSON payload received.");
      }
      if (path.startsWith("/_fake/")) return control(req, res, path, body);
      if (req.method === "POST" && path === "/v1/places:searchText") return search(req, res, body);
      googleError(res, 404, "NOT_FOUND", "The requested URL was not found on this server.");
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  if (options.unref) server.unref();
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    apiKey,
    city,
    requests,
    fail: (...more) => faults.push(...more),
    failAfter: (after, ...more) => void delayed.push({ after, faults: more }),
    get retryAfter() {
      return state.retryAfter;
    },
    set retryAfter(value: string) {
      state.retryAfter = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
