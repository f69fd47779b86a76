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
  try {
    // Next serves only once register() returns: no request is answered before the queue is ready.
    await startWorkers();
  } catch (error) {
    // Start-up already retried with backoff. Serving without a job queue answers 500 to everything:
    // exit instead, so the host starts a fresh process.
    const { logger } = await import("./lib/logger");
    logger.error("jobs", "the job queue could not start; exiting so the host restarts this process", error);
    process.exit(1);
  }
}
