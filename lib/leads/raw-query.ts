import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { queryUnprepared } from "@/db/raw";

// Unprepared reads live in db/raw.ts (the one module that knows the driver); the leads area reaches them here.
export { queryUnprepared } from "@/db/raw";

type PlanNode = { Plan?: { "Plan Rows"?: number } };

/** The planner's row estimate for a query (EXPLAIN only; nothing runs). */
export async function estimateRows(query: SQL): Promise<number> {
  const [row] = await queryUnprepared<{ "QUERY PLAN": unknown }>(sql`explain (format json) ${query}`);
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as PlanNode[] | undefined;
  const rows = plan?.[0]?.Plan?.["Plan Rows"];
  return typeof rows === "number" ? Math.round(rows) : 0;
}
