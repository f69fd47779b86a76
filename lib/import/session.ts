import "server-only";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import type { Sql, TransactionSql } from "postgres";
import { getConnection } from "@/db";

/** The few raw operations an import needs, the same on both drivers. */
export type RawQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export type ImportSession = {
  /** A temporary table private to this import. */
  table: string;
  /** Streams COPY text-format chunks into `table`; a throw from `chunks` aborts it. */
  copyIn(columns: string[], chunks: AsyncIterable<string>): Promise<void>;
  /** Runs the final statements in one transaction (all or nothing). */
  transaction<T>(work: (query: RawQuery) => Promise<T>): Promise<T>;
};

/** PGlite copies from a Blob, so its COPY goes in batches of about this many characters (flat memory). */
const pgliteBatchChars = 8 * 1024 * 1024;

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

async function withPostgres<T>(
  client: Sql,
  table: string,
  schema: string,
  work: (s: ImportSession) => Promise<T>,
): Promise<T> {
  // One transaction holds the staging table and the insert: all or nothing, on one connection.
  const result = await client.begin(async (tx) => {
    await tx.unsafe(`create temp table ${table} (${schema}) on commit drop`);
    return work({
      table,
      copyIn: (columns, chunks) => copyThroughWritable(tx, table, columns, chunks),
      transaction: (fn) =>
        fn(async (text, params) => (await tx.unsafe(text, (params ?? []) as never[])) as never[]),
    });
  });
  return result as T;
}

async function copyThroughBlobs(pg: PGlite, table: string, columns: string[], chunks: AsyncIterable<string>) {
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
    if (size >= pgliteBatchChars) await flush();
  }
  await flush();
}

async function withPglite<T>(
  pg: PGlite,
  table: string,
  schema: string,
  work: (s: ImportSession) => Promise<T>,
): Promise<T> {
  // PGlite has one session: staging fills outside the transaction so the app is not blocked while the
  // upload streams in; only the final insert holds the transaction.
  await pg.exec(`create temp table ${table} (${schema})`);
  try {
    return await work({
      table,
      copyIn: (columns, chunks) => copyThroughBlobs(pg, table, columns, chunks),
      transaction: (fn) =>
        pg.transaction((tx: PgliteTransaction) =>
          fn(async (text, params) => (await tx.query(text, params ?? [])).rows as never[]),
        ),
    });
  } finally {
    await pg.exec(`drop table if exists ${table}`);
  }
}

/** Opens an import session with its own staging table (`schema` is the column list SQL). */
export async function withImportSession<T>(
  schema: string,
  work: (session: ImportSession) => Promise<T>,
): Promise<T> {
  const { driver } = await getConnection();
  const table = `import_staging_${randomBytes(6).toString("hex")}`;
  return driver.kind === "postgres"
    ? withPostgres(driver.client, table, schema, work)
    : withPglite(driver.client, table, schema, work);
}

/** COPY text-format chunks straight into a table (seeding, benchmarks), in one transaction on Postgres. */
export async function copyInto(
  table: string,
  columns: string[],
  chunks: AsyncIterable<string>,
): Promise<void> {
  const { driver } = await getConnection();
  if (driver.kind === "postgres") {
    await driver.client.begin((tx) => copyThroughWritable(tx, table, columns, chunks));
    return;
  }
  await copyThroughBlobs(driver.client, table, columns, chunks);
}
