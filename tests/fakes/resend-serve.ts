/**
 * Serves the fake Resend in its own process (`tsx tests/fakes/resend-serve.ts`), so a benchmark's memory
 * figure is the sender's, not the fake's store of accepted emails. Prints `{"baseUrl", "apiKey"}` once
 * listening (loopback, a free port); RESEND_FAKE_LATENCY_MS delays each answer.
 */
import { startFakeResend } from "./resend";

const fake = await startFakeResend(undefined, { latencyMs: Number(process.env.RESEND_FAKE_LATENCY_MS ?? 0) });
console.log(JSON.stringify({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }));
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
