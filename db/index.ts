import "server-only";
import { databaseConfig } from "./config";
import type { Connection, Database } from "./connection";

export type { Connection, Database, Executor, Transaction } from "./connection";

// Next evaluates modules more than once per process (instrumentation, routes, dev reloads):
// the connection lives on globalThis so there is exactly one PGlite instance per process.
const store = globalThis as unknown as { __crmConnection?: Promise<Connection> };

async function open(): Promise<Connection> {
  const { DATABASE_URL, PGLITE_DIR } = databaseConfig();
  if (DATABASE_URL) {
    const { openPostgres } = await import("./postgres");
    return openPostgres(DATABASE_URL);
  }
  const { openPglite } = await import("./pglite");
  return openPglite(PGLITE_DIR);
}

/** The process-wide connection: postgres-js when DATABASE_URL is set, embedded PGlite otherwise. */
export function getConnection(): Promise<Connection> {
  if (!store.__crmConnection) {
    // A rejected promise must not be cached, or every later request fails too.
    store.__crmConnection = open().catch((error: unknown) => {
      store.__crmConnection = undefined;
      throw error;
    });
  }
  return store.__crmConnection;
}

export async function getDb(): Promise<Database> {
  return (await getConnection()).db;
}

/** Tests and scripts hand in a connection they opened themselves. */
export function setConnection(connection: Connection | undefined): void {
  store.__crmConnection = connection ? Promise.resolve(connection) : undefined;
}

export async function closeConnection(): Promise<void> {
  const pending = store.__crmConnection;
  store.__crmConnection = undefined;
  if (pending) await (await pending).close();
}
