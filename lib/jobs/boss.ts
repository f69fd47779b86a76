import "server-only";
import PgBoss from "pg-boss";
import { jobStoreOptions } from "@/db/raw";
import { logger } from "@/lib/logger";
import { definedJobs } from "./definition";
import { ensureQueues } from "./queues";

const store = globalThis as unknown as { __crmBoss?: Promise<PgBoss> };

/** pg-boss options for this database (its own pool on PostgreSQL, the adapter on PGlite). */
export async function bossOptions(): Promise<PgBoss.ConstructorOptions> {
  return {
    ...(await jobStoreOptions()),
    // Recovery of jobs from a crashed worker waits for maintenance plus the queue's expiry.
    maintenanceIntervalSeconds: 30,
    monitorStateIntervalSeconds: 60,
  };
}

async function start(): Promise<PgBoss> {
  const boss = new PgBoss(await bossOptions());
  boss.on("error", (error) => logger.error("jobs", "pg-boss error", error));
  await boss.start();
  // Every queue whose definition is loaded exists before the first send (a send inside a PGlite
  // transaction cannot create one); enqueue creates a queue whose module loaded later.
  await ensureQueues(boss, definedJobs());
  return boss;
}

/** The process-wide pg-boss instance, started and with every defined queue created. */
export function getBoss(): Promise<PgBoss> {
  if (!store.__crmBoss) {
    store.__crmBoss = start().catch((error: unknown) => {
      store.__crmBoss = undefined;
      throw error;
    });
  }
  return store.__crmBoss;
}

export async function stopBoss(
  options: PgBoss.StopOptions = { graceful: true, wait: true, timeout: 10_000 },
) {
  const pending = store.__crmBoss;
  store.__crmBoss = undefined;
  if (pending) await (await pending).stop(options);
}
