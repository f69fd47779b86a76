import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { leadLists, projects } from "@/db/schema";

export type FilterOption = { id: string; name: string };
export type LeadFilterOptions = { lists: FilterOption[]; projects: FilterOption[] };

const optionLimit = 500;

/** The lists and projects the Leads filters offer, read when the panel opens (not on every page view). */
export async function getLeadFilterOptions(workspaceId: string): Promise<LeadFilterOptions> {
  const db = await getDb();
  const [lists, workspaceProjects] = await Promise.all([
    db
      .select({ id: leadLists.id, name: leadLists.name })
      .from(leadLists)
      .where(and(eq(leadLists.workspaceId, workspaceId), isNull(leadLists.deletedAt)))
      .orderBy(asc(leadLists.name))
      .limit(optionLimit),
    db
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(and(eq(projects.workspaceId, workspaceId), isNull(projects.deletedAt)))
      .orderBy(asc(projects.name))
      .limit(optionLimit),
  ]);
  return { lists, projects: workspaceProjects };
}
