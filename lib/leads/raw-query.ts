import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { getConnection } from "@/db";

const dialect = new PgDialect({ casing: "snake_case" });

export function toQuery(query: SQL): { sql: string; params: unknown[] } {
  return dialect.sqlToQuery(query);
}

/**
 * Runs a read without a prepared statement. postgres-js prepares by default, and after five runs
 * PostgreSQL may switch a search to a generic plan: a 2-letter count then took 1.1 s (ARCHITECTURE).
 */
export async function queryUnprepared<T>(query: SQL): Promise<T[]> {
  const { driver } = await getConnection();
  const { sql: text, params } = toQuery(query);
  if (driver.kind === "postgres") {
    return (await driver.client.unsafe(text, params as never[], { prepare: false })) as unknown as T[];
  }
  return (await driver.client.query<T>(text, params)).rows;
}

type PlanNode = { Plan?: { "Plan Rows"?: number } };

/** The planner's row estimate for a query (EXPLAIN only; nothing runs). */
export async function estimateRows(query: SQL): Promise<number> {
  const [row] = await queryUnprepared<{ "QUERY PLAN": unknown }>(sql`explain (format json) ${query}`);
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as PlanNode[] | undefined;
  const rows = plan?.[0]?.Plan?.["Plan Rows"];
  return typeof rows === "number" ? Math.round(rows) : 0;
}
