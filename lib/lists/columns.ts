import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "@/db";
import { leadLists, leads } from "@/db/schema";
import type { LeadPlatform } from "@/lib/leads/constants";

/** The columns of a LeadListRow. */
export const leadListColumns = {
  id: leadLists.id,
  name: leadLists.name,
  description: leadLists.description,
  platform: leadLists.platform,
  kind: leadLists.kind,
  status: leadLists.status,
  leadsCount: leadLists.leadsCount,
  scrapeDetails: leadLists.scrapeDetails,
  createdAt: leadLists.createdAt,
  updatedAt: leadLists.updatedAt,
};

/** The platforms of the workspace's live leads among `ids`; decides a curated list's platform. */
export async function platformsOfLeads(
  executor: Executor,
  workspaceId: string,
  ids: number[],
): Promise<LeadPlatform[]> {
  const rows = await executor
    .selectDistinct({ platform: leads.platform })
    .from(leads)
    .where(and(eq(leads.workspaceId, workspaceId), isNull(leads.deletedAt), inArray(leads.id, ids)));
  return rows.map((r) => r.platform);
}
