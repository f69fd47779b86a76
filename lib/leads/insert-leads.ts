import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { type NewLead, leadLists, leads } from "@/db/schema";
import { AppError } from "@/lib/errors";

export type LeadValues = Omit<NewLead, "id" | "workspaceId" | "listId" | "createdAt" | "deletedAt">;

/**
 * Adds leads to an origin list of the workspace and raises its leads_count in the same transaction.
 * Scrapers call this with their validated rows; pass a transaction to make it part of a larger unit.
 */
export async function insertLeads(
  tx: Executor,
  { workspaceId, listId, values }: { workspaceId: string; listId: string; values: LeadValues[] },
): Promise<number[]> {
  if (!values.length) return [];
  const [list] = await tx
    .update(leadLists)
    .set({ leadsCount: sql`${leadLists.leadsCount} + ${values.length}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(leadLists.id, listId),
        eq(leadLists.workspaceId, workspaceId),
        sql`${leadLists.kind} <> 'curated'`,
      ),
    )
    .returning({ id: leadLists.id });
  if (!list) throw new AppError("not_found:lead_list", "Lead list not found.");
  const inserted = await tx
    .insert(leads)
    .values(values.map((v) => ({ ...v, workspaceId, listId })))
    .returning({ id: leads.id });
  return inserted.map((r) => r.id);
}
