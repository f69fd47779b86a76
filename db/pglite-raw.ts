import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import type PgBoss from "pg-boss";
import type { RawOperations } from "./connection";

/** PGlite copies from a Blob, so its COPY goes in batches of about this many characters (flat memory). */
const batchChars = 8 * 1024 * 1024;

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

async function copyThroughBlobs(
  pg: PGlite | PgliteTransaction,
  table: string,
  columns: string[],
  chunks: AsyncIterable<string> | Iterable<string>,
) {
  let parts: string[] = [];
  let size = 0;
  const flush = async () => {
    if (!parts.length) return;
    const blob = new Blob(parts);
    parts = [];
    size = 0;
    await pg.query(`copy ${table} (${columns.join(", ")}) from '/dev/blob'`, [], { blob });
  };
  for await (const chunk of chunks) {
    parts.push(chunk);
    size += chunk.length;
    if (size >= batchChars) await flush();
  }
  await flush();
}

/** The driver-specific operations on the embedded database (one session, COPY through /dev/blob). */
export function pgliteOperations(client: PGlite): RawOperations {
  return {
    query: async (text, params) => (await client.query(text, params ?? [])).rows as never[],
    copyIn: (table, columns, chunks) => copyThroughBlobs(client, table, columns, chunks),
    // COPY TO '/dev/blob' materialises the whole export in memory; the caller pages instead.
    copyOut: async () => undefined,
    // PGlite has one session, so the app waits while a bulk load's transaction runs (an upload streams
    // in inside it); the embedded database is for one person trying the product, not for a team.
    withBulkTransaction: (work) =>
      client.transaction((tx: PgliteTransaction) =>
        work({
          query: async (text, params) => (await tx.query(text, params ?? [])).rows as never[],
          copyIn: (table, columns, chunks) => copyThroughBlobs(tx, table, columns, chunks),
        }),
      ),
    jobStore: () => ({ db: pgliteExecutor(client) }),
  };
}
