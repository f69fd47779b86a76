import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { type NewLead, leadLists, leads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { sourceLeadColumns } from "./contact/source-columns";
import { matchLeads } from "./duplicates/match";
import { executorQuery } from "./duplicates/run";

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
  // Values that carry no contact record get the one their source gives (and with it their match keys),
  // as saved scrapes do.
  const withContact = values.map((v) => {
    if (v.contactVersion) return v;
    const source = sourceLeadColumns(v.platform, { ...v, data: v.data ?? {} }, workspaceId);
    return { ...source, ...v, company: source.company, location: source.location };
  });
  const inserted = await tx
    .insert(leads)
    .values(withContact.map((v) => ({ ...v, workspaceId, listId })))
    .returning({ id: leads.id });
  const ids = inserted.map((r) => r.id);
  await matchLeads(executorQuery(tx), {
    workspaceId,
    scope: { leadIds: ids },
    merge: { origin: "save", userId: null },
  });
  return ids;
}
