import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { leadCustomFields } from "@/db/schema";
import type { CustomFieldDefinition } from "./types";

/** The custom fields a workspace defines (an import creates them), in their column order. */
export async function listCustomFieldDefinitions({
  workspaceId,
}: {
  workspaceId: string;
}): Promise<CustomFieldDefinition[]> {
  const db = await getDb();
  return db
    .select({ key: leadCustomFields.key, label: leadCustomFields.label })
    .from(leadCustomFields)
    .where(eq(leadCustomFields.workspaceId, workspaceId))
    .orderBy(asc(leadCustomFields.position), asc(leadCustomFields.key));
}
