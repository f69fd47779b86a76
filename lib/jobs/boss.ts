import "server-only";
import PgBoss from "pg-boss";
import type { PGlite } from "@electric-sql/pglite";
import { getConnection, type Connection } from "@/db";
import { logger } from "@/lib/logger";

const store = globalThis as unknown as { __crmBoss?: Promise<PgBoss> };

/** pg-boss on PGlite: parameterised SQL through `query`, scripts through `exec`, never leaving an aborted transaction. */
export function pgliteExecutor(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        if (values && values.length > 0) return await client.query(text, values);
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (error) {
        if (client.isInTransaction()) await client.exec("ROLLBACK").catch(() => {});
        throw error;
      }
    },
  };
}

export function bossOptions(connection: Connection): PgBoss.ConstructorOptions {
  const common: PgBoss.ConstructorOptions = {
    // Recovery of jobs from a crashed worker waits for maintenance plus the queue's expiry.
    maintenanceIntervalSeconds: 30,
    monitorStateIntervalSeconds: 60,
  };
  if (connection.driver.kind === "pglite") return { ...common, db: pgliteExecutor(connection.driver.client) };
  return { ...common, connectionString: connection.driver.url, max: 4 };
}

async function start(): Promise<PgBoss> {
  const connection = await getConnection();
  const boss = new PgBoss(bossOptions(connection));
  boss.on("error", (error) => logger.error("jobs", "pg-boss error", error));
  await boss.start();
  const { ensureQueues } = await import("./registry");
  await ensureQueues(boss);
  return boss;
}

/** The process-wide pg-boss instance, started and with every queue created. */
export function getBoss(): Promise<PgBoss> {
  if (!store.__crmBoss) {
    store.__crmBoss = start().catch((error: unknown) => {
      store.__crmBoss = undefined;
      throw error;
    });
  }
  return store.__crmBoss;
}

export async function stopBoss(options: PgBoss.StopOptions = { graceful: true, wait: true, timeout: 10_000 }) {
  const pending = store.__crmBoss;
  store.__crmBoss = undefined;
  if (pending) await (await pending).stop(options);
}
