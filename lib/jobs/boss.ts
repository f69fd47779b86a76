import "server-only";
import PgBoss from "pg-boss";
import { jobStoreOptions, serialisedStartup } from "@/db/raw";
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

const START_ATTEMPTS = 5;
const FIRST_RETRY_MS = 500;

async function startOnce(): Promise<PgBoss> {
  const boss = new PgBoss(await bossOptions());
  boss.on("error", (error) => logger.error("jobs", "pg-boss error", error));
  try {
    // Installing pg-boss and creating queues is DDL: instances starting together take turns.
    await serialisedStartup(async () => {
      await boss.start();
      // Every queue whose definition is loaded exists before the first send (a send inside a PGlite
      // transaction cannot create one); enqueue creates a queue whose module loaded later.
      await ensureQueues(boss, definedJobs());
    });
    return boss;
  } catch (error) {
    await closeFailed(boss);
    throw error;
  }
}

/** pg-boss's stop() does nothing before start() finished, so a half-started instance's own pool is closed here. */
async function closeFailed(boss: PgBoss) {
  // getDb() is typed as the user-facing IDatabase; pg-boss's own Db adds `isOurs`, `opened` and `close`.
  const db = boss.getDb() as unknown as { isOurs?: boolean; opened?: boolean; close?: () => Promise<void> };
  if (db.isOurs && db.opened) await db.close?.().catch(() => {});
}

/** A failed start (the database still starting, a lost connection) is retried with backoff. */
async function start(): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce();
    } catch (error) {
      if (attempt >= START_ATTEMPTS) throw error;
      const message = error instanceof Error ? error.message : String(error);
      logger.warn(
        "jobs",
        `job queue start failed (attempt ${attempt} of ${START_ATTEMPTS}): ${message}; retrying`,
      );
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_MS * 2 ** (attempt - 1)));
    }
  }
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
