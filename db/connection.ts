import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Sql } from "postgres";
import type * as schema from "./schema";

/** The Drizzle API both drivers share; the rest of the code never knows which one it has. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** A database or a transaction: query functions accept either. */
export type Executor = Database | Transaction;

export type Driver = { kind: "pglite"; client: PGlite } | { kind: "postgres"; client: Sql; url: string };

export type Connection = {
  db: Database;
  driver: Driver;
  close(): Promise<void>;
};
