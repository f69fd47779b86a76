import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { creditTransactions, workspaces } from "@/db/schema";
import { plans } from "@/lib/plans/catalog";

export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * Grants every free-plan workspace its monthly credits for the month of `at`. One insert-select whose
 * reference (`plan:FREE:2026-11`, the one sign-up uses) makes a second run in the same month add nothing.
 * A grant adds credits without reading the balance, so it needs no per-workspace lock.
 */
export async function grantFreePlanCredits({ at }: { at: Date }): Promise<number> {
  const free = plans.find((p) => p.isFree);
  if (!free) return 0;
  const db = await getDb();
  const reference = `plan:${free.id}:${monthKey(at)}`;
  const rows = await db.execute<{ id: string }>(sql`
    insert into ${creditTransactions} (workspace_id, kind, amount, reference, description)
    select ${workspaces.id}, 'grant', ${free.monthlyCredits}, ${reference}, ${`${free.name} plan monthly credits`}
    from ${workspaces}
    where ${workspaces.plan} = ${free.id}
    on conflict (workspace_id, reference) do nothing
    returning id`);
  return Array.isArray(rows) ? rows.length : ((rows as { rows?: unknown[] }).rows?.length ?? 0);
}
