import "server-only";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type PgBoss from "pg-boss";
import type { BulkSession } from "./connection";
import { getConnection } from "./index";
import { withStartupLock } from "./startup-lock";

/**
 * The one door to what differs between PGlite and PostgreSQL: raw SQL, COPY in, COPY out, a transaction
 * for bulk loads, and how pg-boss reaches the database. lib/ uses these and never asks which
 * database it runs on.
 */

export type { BulkSession, RawQuery } from "./connection";

const dialect = new PgDialect({ casing: "snake_case" });

/** Compiles a Drizzle `sql` template to text and positional parameters. */
export function toQuery(query: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(query);
}

/** Raw SQL text with $n parameters, run unprepared. */
export async function rawQuery<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]> {
  return (await getConnection()).query<T>(text, params);
}

/**
 * Runs a read without a prepared statement. postgres-js prepares by default, and after five runs
 * PostgreSQL may switch a search to a generic plan: a 2-letter count then took 1.1 s (ARCHITECTURE).
 */
export async function queryUnprepared<T>(query: SQL): Promise<T[]> {
  const { sql: text, params } = toQuery(query);
  return rawQuery<T>(text, params);
}

/** COPY text-format chunks straight into a table (seeding, benchmarks). */
export async function copyIn(table: string, columns: string[], chunks: AsyncIterable<string>): Promise<void> {
  await (await getConnection()).copyIn(table, columns, chunks);
}

/**
 * A `COPY (...) TO STDOUT` statement as a byte stream, or `undefined` when the database cannot stream
 * it in flat memory (the embedded one): then page through the rows instead.
 */
export async function copyOut(statement: string): Promise<AsyncIterable<Uint8Array> | undefined> {
  return (await getConnection()).copyOut(statement);
}

/** One transaction that can COPY as well as query (bulk loads: an import writes its rows straight into `leads`). */
export async function withBulkTransaction<T>(work: (session: BulkSession) => Promise<T>): Promise<T> {
  return (await getConnection()).withBulkTransaction(work);
}

/** The pg-boss options that point it at this database. */
export async function jobStoreOptions(): Promise<
  Pick<PgBoss.ConstructorOptions, "db" | "connectionString" | "max">
> {
  return (await getConnection()).jobStore();
}

/** Which database answers, for the health route only ("pglite" or "postgres"). */
export async function databaseKind(): Promise<"pglite" | "postgres"> {
  return (await getConnection()).kind;
}

/**
 * Runs start-up schema work (pg-boss's installation and queue creation) one process at a time across
 * every instance on this PostgreSQL database (db/startup-lock.ts). PGlite has one process by design.
 */
export async function serialisedStartup<T>(work: () => Promise<T>): Promise<T> {
  const { driver } = await getConnection();
  if (driver.kind !== "postgres") return work();
  return withStartupLock(driver.client, work);
}
