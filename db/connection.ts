import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type PgBoss from "pg-boss";
import type { Sql } from "postgres";
import type * as schema from "./schema";

/** The Drizzle API both drivers share; the rest of the code never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database or a transaction: query functions accept either. */
export type Executor = Database | Transaction;

/** The raw client. Only db/, tests and benchmarks look at it; lib/ goes through the operations below. */
export type Driver = { kind: "pglite"; client: PGlite } | { kind: "postgres"; client: Sql; url: string };

/** Raw SQL with positional parameters ($1, $2, ...), never prepared (see db/raw.ts). */
export type RawQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** One transaction on one connection for a bulk load (an import): queries and COPY, all or nothing. */
export type BulkSession = {
  query: RawQuery;
  /** Streams COPY text-format chunks into `table`; a throw from `chunks` ends the COPY and is rethrown. */
  copyIn(table: string, columns: string[], chunks: AsyncIterable<string> | Iterable<string>): Promise<void>;
};

/**
 * The few operations that differ between PGlite and postgres-js, implemented once per driver
 * (db/pglite-raw.ts, db/postgres-raw.ts) and reached through db/raw.ts.
 */
export type RawOperations = {
  query: RawQuery;
  /** COPY text-format chunks straight into a table (seeding, benchmarks); one transaction on PostgreSQL. */
  copyIn(table: string, columns: string[], chunks: AsyncIterable<string> | Iterable<string>): Promise<void>;
  /**
   * `COPY (...) TO STDOUT` streamed with backpressure, or `undefined` when this database cannot stream
   * a COPY out in flat memory (PGlite writes it to one blob): the caller then pages through the rows.
   */
  copyOut(statement: string): Promise<AsyncIterable<Uint8Array> | undefined>;
  /** Runs `work` in one transaction that can COPY as well as query. */
  withBulkTransaction<T>(work: (session: BulkSession) => Promise<T>): Promise<T>;
  /** How pg-boss reaches this database: its own pool, or an adapter over the one embedded session. */
  jobStore(): Pick<PgBoss.ConstructorOptions, "db" | "connectionString" | "max">;
};

export type Connection = RawOperations & {
  db: Database;
  kind: Driver["kind"];
  driver: Driver;
  close(): Promise<void>;
};
