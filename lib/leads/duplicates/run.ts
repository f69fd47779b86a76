import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import type { RawQuery } from "@/db/raw";

/**
 * Matching and merging are raw, set-based SQL run inside the caller's transaction: an import's bulk
 * transaction hands a `RawQuery`; Drizzle writers (scrape saves, sample data, review) hand their executor,
 * adapted here. List parameters travel as JSON text, which both drivers pass the same way.
 */
export function executorQuery(tx: Executor): RawQuery {
  return async <T>(text: string, params: unknown[] = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part)));
    const result = (await tx.execute(sql.join(chunks))) as unknown;
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  };
}
