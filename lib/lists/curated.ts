import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { leadListMembers, leadLists, leads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { LeadListRow } from "@/lib/leads/types";
import type { CreateCuratedListInput } from "@/lib/lists/validations";
import { isUniqueViolation } from "@/lib/errors";
import { listNameTaken } from "./errors";
import { leadListColumns, platformsOfLeads } from "./columns";

/**
 * Create List from selected leads: a curated list whose members are stored in lead_list_members, so the
 * leads stay in their origin lists. Only live leads of this workspace count; if none of the ids is one,
 * the answer is not found (a foreign id never reveals whether it exists).
 */
export async function createCuratedList({
  workspaceId,
  userId,
  input,
}: {
  workspaceId: string;
  userId: string;
  input: CreateCuratedListInput;
}): Promise<{ list: LeadListRow; added: number }> {
  const db = await getDb();
  const ids = [...new Set(input.leadIds)];
  try {
    return await db.transaction(async (tx) => {
      const owned = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.workspaceId, workspaceId), isNull(leads.deletedAt), inArray(leads.id, ids)));
      if (owned.length !== ids.length) throw new AppError("not_found:lead", "Lead not found.");
      const platforms = await platformsOfLeads(tx, workspaceId, ids);
      const [created] = await tx
        .insert(leadLists)
        .values({
          workspaceId,
          createdByUserId: userId,
          kind: "curated",
          name: input.name,
          description: input.description,
          platform: platforms.length === 1 ? platforms[0] : null,
          leadsCount: owned.length,
        })
        .returning(leadListColumns);
      if (!created) throw new Error("insert returned no row");
      await tx.insert(leadListMembers).values(owned.map((l) => ({ listId: created.id, leadId: l.id })));
      return { list: created, added: owned.length };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw listNameTaken();
    throw error;
  }
}
