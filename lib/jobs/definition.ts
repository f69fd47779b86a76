import type PgBoss from "pg-boss";
import type { z } from "zod";

export type JobContext = { jobId: string; retryCount: number };

/**
 * One queue: its name, the shape of its data, pg-boss options and the handler.
 * Delivery is at least once, so every handler must be idempotent on its job's key.
 */
export type JobDefinition<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  schema: Schema;
  options: Omit<PgBoss.Queue, "name">;
  /** How many jobs one worker fetches at a time (run one after another). */
  batchSize?: number;
  /** How many workers this process runs for the queue, each with its own fetch loop: jobs that wait on the network (scrapes) run side by side. */
  concurrency?: number;
  /** A cron expression (UTC) when the queue should also run on a schedule. */
  schedule?: string;
  handle(data: z.infer<Schema>, context: JobContext): Promise<void>;
};

// Every definition loaded in this process, by queue name (globalThis: Next may evaluate a module twice).
const store = globalThis as unknown as { __crmDefinedJobs?: Map<string, JobDefinition> };
const defined = (store.__crmDefinedJobs ??= new Map<string, JobDefinition>());

/** Declares a queue. The areas list their definitions in `lib/jobs/registry.ts` so workers run them. */
export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  defined.set(definition.name, definition as unknown as JobDefinition);
  return definition;
}

/** The definitions loaded so far: pg-boss creates their queues when it starts. */
export function definedJobs(): JobDefinition[] {
  return [...defined.values()];
}
