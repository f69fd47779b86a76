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
  /** How many jobs one worker runs at once. */
  batchSize?: number;
  /** A cron expression (UTC) when the queue should also run on a schedule. */
  schedule?: string;
  handle(data: z.infer<Schema>, context: JobContext): Promise<void>;
};

export function defineJob<Schema extends z.ZodType>(definition: JobDefinition<Schema>): JobDefinition<Schema> {
  return definition;
}
