import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local Nominatim and Overpass API servers in one, on loopback only, speaking their documented formats:
 * `GET /search?q=&format=jsonv2&limit=` answers an array of places with `boundingbox` as four strings
 * (south, north, west, east); `POST /api/interpreter` with a form-encoded `data` Overpass QL query
 * answers `{ version, generator, osm3s, elements }`, nodes with `lat`/`lon` and ways with a `center`
 * (for `out center`). Both refuse a request without a User-Agent (403), as the public servers do.
 * The town "Testville" holds 300 dentists (`amenity=dentist`, some as ways, a few without a name), 50
 * offices named "... Consulting" and 40 cafes. A query box larger than `maxBoxDegrees` on a side is
 * answered like Overpass out of time: HTTP 200 with no elements and a "runtime error" remark.
 * Faults for the next requests, in order (null answers normally): 429, 504, a malformed body, a hang.
 */
export type OsmFault = "rate-limited" | "gateway-timeout" | "malformed" | "hang";

type Element = { type: "node" | "way"; id: number; lat: number; lon: number; tags: Record<string, string> };

export const TOWN = { name: "Testville", south: 50.0, north: 50.2, west: 8.0, east: 8.3 };

function buildTown(): Element[] {
  const elements: Element[] = [];
  let id = 1000;
  const at = (i: number, n: number) => ({
    lat: TOWN.south + (((i * 7919) % n) / n) * (TOWN.north - TOWN.south),
    lon: TOWN.west + (((i * 104729) % n) / n) * (TOWN.east - TOWN.west),
  });
  for (let i = 0; i < 300; i++) {
    const tags: Record<string, string> = { amenity: "dentist" };
    if (i % 50 !== 7) tags.name = `Smile Dental ${i}`;
    if (i % 2 === 0) tags.phone = `+49 69 1234${String(i).padStart(3, "0")}`;
    if (i % 3 === 0) tags.website = i % 6 === 0 ? `https://smile${i}.example` : `smile${i}.example`;
    if (i % 4 === 0) tags.opening_hours = "Mo-Fr 08:00-18:00; Sa 09:00-12:00; Su off";
    if (i % 5 === 0)
      Object.assign(tags, {
        "addr:housenumber": String(i),
        "addr:street": "Hauptstraße",
        "addr:postcode": "60311",
        "addr:city": "Testville",
      });
    elements.push({ type: i % 10 === 3 ? "way" : "node", id: id++, ...at(i, 300), tags });
  }
  for (let i = 0; i < 50; i++)
    elements.push({
      type: "node",
      id: id++,
      ...at(i + 301, 97),
      tags: { office: "company", name: `Blue River Consulting ${i}` },
    });
  for (let i = 0; i < 40; i++)
    elements.push({
      type: "node",
      id: id++,
      ...at(i + 401, 89),
      tags: { amenity: "cafe", name: `Cafe ${i}` },
    });
  return elements;
}

export type OsmRequest = { service: "nominatim" | "overpass"; userAgent?: string; query: string };

export type FakeOsm = {
  baseUrl: string;
  nominatimUrl: string;
  overpassUrl: string;
  requests: OsmRequest[];
  faults: (OsmFault | null)[];
  maxBoxDegrees: number;
  close(): Promise<void>;
};

function overpassAnswer(query: string, town: Element[], maxBoxDegrees: number): unknown {
  const box = /\[bbox:([-\d.]+),([-\d.]+),([-\d.]+),([-\d.]+)\]/.exec(query);
  const limit = Number(/out center tags (\d+);/.exec(query)?.[1] ?? "0");
  if (!box || !limit) return null;
  const [south, west, north, east] = box.slice(1).map(Number) as [number, number, number, number];
  const base = {
    version: 0.6,
    generator: "Overpass API 0.7.62 fake",
    osm3s: {
      timestamp_osm_base: "2026-11-25T00:00:00Z",
      copyright:
        "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.",
    },
  };
  if (north - south > maxBoxDegrees || east - west > maxBoxDegrees) {
    return {
      ...base,
      elements: [],
      remark: 'runtime error: Query timed out in "query" at line 3 after 60 seconds.',
    };
  }
  const tagPairs = [...query.matchAll(/nwr\["([^"]+)"="([^"]+)"\]\["name"\]/g)].map(
    (m) => [m[1] ?? "", m[2] ?? ""] as const,
  );
  const nameTerm = /nwr\["name"~"((?:[^"\\]|\\.)*)",i\]/.exec(query)?.[1]?.replace(/\\\\/g, "\\");
  const nameRe = nameTerm !== undefined ? new RegExp(nameTerm, "i") : undefined;
  const matches = town.filter((e) => {
    if (e.lat < south || e.lat > north || e.lon < west || e.lon > east) return false;
    if (nameRe) return Boolean(e.tags.name && nameRe.test(e.tags.name));
    return Boolean(e.tags.name) && tagPairs.some(([k, v]) => e.tags[k] === v);
  });
  return {
    ...base,
    elements: matches
      .slice(0, limit)
      .map((e) =>
        e.type === "node"
          ? { type: "node", id: e.id, lat: e.lat, lon: e.lon, tags: e.tags }
          : { type: "way", id: e.id, center: { lat: e.lat, lon: e.lon }, tags: e.tags },
      ),
  };
}

export async function startFakeOsm(options: { unref?: boolean; port?: number } = {}): Promise<FakeOsm> {
  const town = buildTown();
  const hanging = new Set<http.ServerResponse>();
  const state = { requests: [] as OsmRequest[], faults: [] as (OsmFault | null)[], maxBoxDegrees: 0.5 };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const userAgent = req.headers["user-agent"];
    const service =
      url.pathname === "/search" ? "nominatim" : url.pathname === "/api/interpreter" ? "overpass" : undefined;
    if (!service) return void res.writeHead(404).end();
    const query =
      service === "nominatim"
        ? (url.searchParams.get("q") ?? "")
        : (new URLSearchParams(body).get("data") ?? "");
    state.requests.push({ service, userAgent, query });
    if (!userAgent || /^node$|undici/i.test(userAgent))
      return void res
        .writeHead(403, { "Content-Type": "text/plain" })
        .end("Access blocked: identify your application");
    const fault = state.faults.shift();
    if (fault === "hang") return void hanging.add(res);
    if (fault === "rate-limited")
      return void res
        .writeHead(429, { "Content-Type": "text/plain", "Retry-After": "2" })
        .end("Too Many Requests");
    if (fault === "gateway-timeout")
      return void res.writeHead(504, { "Content-Type": "text/html" }).end("<html>Gateway Timeout</html>");
    if (fault === "malformed")
      return void res.writeHead(200, { "Content-Type": "application/json" }).end('{"elements": [');
    if (service === "nominatim") {
      const known = query.trim().toLowerCase() === TOWN.name.toLowerCase();
      const places = known
        ? [
            {
              place_id: 1,
              osm_type: "relation",
              osm_id: 42,
              lat: "50.1",
              lon: "8.15",
              display_name: "Testville, Hesse, Germany",
              boundingbox: [TOWN.south, TOWN.north, TOWN.west, TOWN.east].map(String),
            },
          ]
        : [];
      return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(places));
    }
    const answer = overpassAnswer(query, town, state.maxBoxDegrees);
    if (!answer)
      return void res
        .writeHead(400, { "Content-Type": "text/html" })
        .end("<p>Error: static error: parse error</p>");
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  if (options.unref) server.unref();
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    nominatimUrl: baseUrl,
    overpassUrl: `${baseUrl}/api/interpreter`,
    get requests() {
      return state.requests;
    },
    get faults() {
      return state.faults;
    },
    get maxBoxDegrees() {
      return state.maxBoxDegrees;
    },
    set maxBoxDegrees(value: number) {
      state.maxBoxDegrees = value;
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
