import "server-only";
import type PgBoss from "pg-boss";
import { logger } from "@/lib/logger";
import type { JobDefinition } from "./definition";

/** Validates a job's data and runs its handler; a thrown error makes pg-boss retry it. */
export async function runJob(definition: JobDefinition, job: PgBoss.Job<unknown>, retryCount = 0) {
  const parsed = definition.schema.safeParse(job.data);
  if (!parsed.success) {
    logger.error("jobs", `${definition.name} ${job.id}: invalid data, dropped`, parsed.error.issues);
    return;
  }
  await definition.handle(parsed.data, { jobId: job.id, retryCount });
}
