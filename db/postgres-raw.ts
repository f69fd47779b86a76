import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { finished } from "node:stream/promises";
import postgres, { type Sql, type TransactionSql } from "postgres";
import type { RawOperations } from "./connection";

async function copyThroughWritable(
  tx: TransactionSql,
  table: string,
  columns: string[],
  chunks: AsyncIterable<string> | Iterable<string>,
) {
  const writable = await tx.unsafe(`copy ${table} (${columns.join(", ")}) from stdin`).writable();
  // A refused file ends the COPY normally and then throws: the transaction rolls back and takes the
  // copied rows with it (aborting mid-COPY would leave the connection waiting on the protocol).
  let failure: unknown;
  try {
    for await (const chunk of chunks) {
      if (!writable.write(chunk)) await once(writable, "drain");
    }
  } catch (error) {
    failure = error;
  }
  writable.end();
  await finished(writable);
  if (failure) throw failure;
}

/** The driver-specific operations on PostgreSQL through postgres-js. */
export function postgresOperations(client: Sql, url: string): RawOperations {
  return {
    // postgres-js prepares by default; raw reads here are the ones that must not get a generic plan.
    query: async (text, params) =>
      (await client.unsafe(text, (params ?? []) as never[], { prepare: false })) as unknown as never[],
    async copyIn(table, columns, chunks) {
      await client.begin((tx) => copyThroughWritable(tx, table, columns, chunks));
    },
    async copyOut(statement) {
      // postgres-js can leave a connection's socket paused after a COPY out whose last data and CopyDone
      // arrive in one chunk (porsager/postgres#499); the next query on it then waits forever. So the COPY
      // runs on a connection of its own, closed when the stream ends, and the pool never sees it.
      const own = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
      const close = () => void own.end({ timeout: 5 }).catch(() => {});
      try {
        // Read through a pipe: async-iterating the COPY stream directly stalls it the same way.
        const source = (await own.unsafe(statement).readable()) as Readable;
        const out = source.pipe(new PassThrough({ highWaterMark: 1024 * 1024 }));
        source.once("error", (error) => out.destroy(error));
        out.once("close", close);
        return out;
      } catch (error) {
        close();
        throw error;
      }
    },
    async withBulkTransaction(work) {
      const result = await client.begin((tx) =>
        work({
          query: async (text, params) => (await tx.unsafe(text, (params ?? []) as never[])) as never[],
          copyIn: (table, columns, chunks) => copyThroughWritable(tx, table, columns, chunks),
        }),
      );
      return result as never;
    },
    jobStore: () => ({ connectionString: url, max: 4 }),
  };
}
