/**
 * Serves the fake Unipile for e2e runs: `tsx tests/fakes/serve-unipile.ts` (port from UNIPILE_FAKE_PORT,
 * default 4310; API key from UNIPILE_API_KEY). Loopback only.
 */
import { startFakeUnipile } from "./unipile";

const port = Number(process.env.UNIPILE_FAKE_PORT ?? 4310);
const fake = await startFakeUnipile({ port, apiKey: process.env.UNIPILE_API_KEY || undefined });
console.log(`fake unipile listening on ${fake.baseUrl}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
