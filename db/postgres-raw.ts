import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { Sql, TransactionSql } from "postgres";
import type { RawOperations } from "./connection";

async function copyThroughWritable(
  tx: TransactionSql,
  table: string,
  columns: string[],
  chunks: AsyncIterable<string>,
) {
  const writable = await tx.unsafe(`copy ${table} (${columns.join(", ")}) from stdin`).writable();
  // A refused file ends the COPY normally and then throws: the transaction rolls back and takes the
  // staging rows with it (aborting mid-COPY would leave the connection waiting on the protocol).
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
      // Read through a pipe: async-iterating postgres-js's COPY stream directly leaves its socket paused
      // after a CopyData larger than the stream buffer, and the connection never finishes the query.
      const source = (await client.unsafe(statement).readable()) as Readable;
      return source.pipe(new PassThrough({ highWaterMark: 1024 * 1024 }));
    },
    async withStagingTable(table, columnsSql, work) {
      // One transaction holds the staging table and the insert: all or nothing, on one connection.
      const result = await client.begin(async (tx) => {
        await tx.unsafe(`create temp table ${table} (${columnsSql}) on commit drop`);
        return work({
          table,
          copyIn: (columns, chunks) => copyThroughWritable(tx, table, columns, chunks),
          transaction: (fn) =>
            fn(async (text, params) => (await tx.unsafe(text, (params ?? []) as never[])) as never[]),
        });
      });
      return result as never;
    },
    jobStore: () => ({ connectionString: url, max: 4 }),
  };
}
