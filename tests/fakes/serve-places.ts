/**
 * Serves the fake Google Places API for e2e runs: `tsx tests/fakes/serve-places.ts` (port from
 * PLACES_FAKE_PORT, default 4320; API key from GOOGLE_MAPS_API_KEY). Loopback only.
 */
import { startFakePlaces } from "./places";

const port = Number(process.env.PLACES_FAKE_PORT ?? 4320);
const fake = await startFakePlaces({ port, apiKey: process.env.GOOGLE_MAPS_API_KEY || undefined });
console.log(`fake places listening on ${fake.baseUrl}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
