/** Validates the environment at start and runs the job workers inside the Next.js server process. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  (await import("./lib/server/abort-reasons")).releaseAbortReasonFrames();
  // Client addresses for rate limits (README, Security): the socket's, stamped before Next reads a request.
  const { installPeerAddressCapture } = await import("./lib/security/peer-address");
  installPeerAddressCapture();
  (await import("./lib/security/client-ip")).warnIfNoClientAddress();
  const { env } = await import("./lib/env");
  const config = env();
  if (!config.JOBS_IN_PROCESS && config.DATABASE_URL) return;
  const { startWorkers } = await import("./lib/jobs/worker");
  await startWorkers();
}
