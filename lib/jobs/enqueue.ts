import "server-only";
import type PgBoss from "pg-boss";
import type { z } from "zod";
import { getBoss } from "./boss";
import type { JobDefinition } from "./definition";
import { ensureQueue } from "./queues";

/** Queues a job after validating its data against the queue's schema. */
export async function enqueue<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
  data: z.infer<Schema>,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  const payload = definition.schema.parse(data) as object;
  const boss = await getBoss();
  await ensureQueue(boss, definition); // a no-op unless the definition loaded after pg-boss started
  return boss.send(definition.name, payload, options);
}
