/**
 * Serves the fake Nominatim and Overpass for the default-install e2e run: `tsx tests/fakes/serve-osm.ts`
 * (port from OSM_FAKE_PORT, default 4340). Loopback only.
 */
import { startFakeOsm } from "./osm";

const port = Number(process.env.OSM_FAKE_PORT ?? 4340);
const fake = await startFakeOsm({ port });
console.log(`fake OpenStreetMap listening on ${fake.baseUrl}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
