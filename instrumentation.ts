/** Validates the environment at start and runs the job workers inside the Next.js server process. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("./lib/env");
  const config = env();
  if (!config.JOBS_IN_PROCESS && config.DATABASE_URL) return;
  const { startWorkers } = await import("./lib/jobs/worker");
  await startWorkers();
}
