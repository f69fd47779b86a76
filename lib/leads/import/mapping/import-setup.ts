import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import type { RawQuery } from "@/db/raw";
import { leadCustomFields } from "@/db/schema";
import { type CustomFieldDefinition, customFieldsFor } from "./custom-keys";
import { MappedRowValidator } from "./mapped-rows";
import type { ImportMapping } from "./validations";

/** A mapped import's row rules, with the custom field each `custom` column fills (existing ones reused). */
export async function mappedRowValidator(workspaceId: string, mapping: ImportMapping, maxRows?: number) {
  const db = await getDb();
  const existing = await db
    .select({ key: leadCustomFields.key, label: leadCustomFields.label })
    .from(leadCustomFields)
    .where(eq(leadCustomFields.workspaceId, workspaceId));
  const { byColumn, created } = customFieldsFor(
    mapping.map((m) => (m.target === "custom" ? m.header : null)),
    existing,
  );
  return { validator: new MappedRowValidator(mapping, byColumn, maxRows), byColumn, created };
}

/** In the import's transaction: the custom fields the file brought, labelled by their headers. */
export async function defineImportedCustomFields(
  query: RawQuery,
  workspaceId: string,
  fields: CustomFieldDefinition[],
): Promise<void> {
  if (!fields.length) return;
  await query(
    `insert into lead_custom_fields (workspace_id, key, label, position)
     select $1, f.key, f.label, f.position from jsonb_to_recordset($2::jsonb) as f(key text, label text, position int)
     on conflict (workspace_id, key) do nothing`,
    [workspaceId, JSON.stringify(fields.map((f, position) => ({ ...f, position })))],
  );
}
