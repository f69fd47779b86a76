import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db";
import { leadCustomFields, leads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { contactEditColumns, primaryFromLegacyEdit } from "./contact/apply-edit";
import { contactColumns } from "./contact/columns";
import { contactFromSource, contactVersion } from "./contact";
import { refreshMatchKeys } from "./duplicates/refresh-keys";
import { executorQuery } from "./duplicates/run";
import { leadConditions } from "./lead-filters";
import { getLead } from "./queries";
import { type LeadColumns, leadColumnsFromEdit } from "./platform-fields";
import type { LeadRow } from "./types";
import type { EditLeadContactInput, UpdateLeadInput } from "./validations";

async function assertDefinedCustomFields(workspaceId: string, keys: string[]): Promise<void> {
  if (!keys.length) return;
  const db = await getDb();
  const defined = await db
    .select({ key: leadCustomFields.key })
    .from(leadCustomFields)
    .where(and(eq(leadCustomFields.workspaceId, workspaceId), inArray(leadCustomFields.key, keys)));
  const unknown = keys.filter((k) => !defined.some((d) => d.key === k));
  if (unknown.length) throw new AppError("bad_request", `Unknown custom field: ${unknown.join(", ")}`);
}

/** The lead's custom fields after an edit: the values given replace theirs, and an emptied one is removed. */
function editedCustomFields(edit: Record<string, string> = {}): SQL {
  const given = Object.entries(edit);
  const kept = Object.fromEntries(given.filter(([, value]) => value.trim() !== ""));
  let merged = sql`${leads.customFields} || ${JSON.stringify(kept)}::jsonb`;
  for (const [key, value] of given) if (value.trim() === "") merged = sql`(${merged}) - ${key}::text`;
  return merged;
}

/**
 * Edit Lead: the screen's edit (status and contact fields) or the REST routes' per-platform edit, whose
 * platform must be the lead's and whose platform fields that platform's schema validated. Contact fields
 * (`contact`, checked per field) are written to their columns with `user` as their source; the platform's
 * own record only takes a REST edit's platform fields. A lead never mapped yet (contact version 0) is
 * mapped from its record first, so an edit never leaves the rest of its contact record empty.
 */
export async function updateLead({
  workspaceId,
  input,
}: {
  workspaceId: string;
  input: UpdateLeadInput | EditLeadContactInput;
}): Promise<LeadRow> {
  const { leadId, contact, ...edit } = input;
  // The screen's edit names no platform: it leaves the source's record as it is.
  const columns: LeadColumns =
    "platform" in edit ? leadColumnsFromEdit(edit) : { status: edit.status, data: {} };
  const samePlatform = "platform" in edit ? [eq(leads.platform, edit.platform)] : [];
  const db = await getDb();
  const [current] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), ...samePlatform, ...leadConditions({ workspaceId })));
  if (!current) throw new AppError("not_found:lead", "Lead not found.");
  const mapped =
    current.contactVersion === 0
      ? contactColumns(contactFromSource(current.platform, current), workspaceId)
      : null;
  const legacyPrimary = primaryFromLegacyEdit(columns, { ...current, ...mapped });
  const fromEdit = contactEditColumns(contact ?? {}, { ...current, ...mapped, ...legacyPrimary });
  if (fromEdit.customFields) await assertDefinedCustomFields(workspaceId, Object.keys(fromEdit.customFields));
  // Notes and tags of the legacy form are contact fields now: their source becomes the user.
  const legacyContact = {
    ...(columns.notes !== undefined ? { notes: "user" } : {}),
    ...(columns.tags !== undefined ? { tags: "user" } : {}),
    ...(legacyPrimary.emails ? { emails: "user" } : {}),
    ...(legacyPrimary.phones ? { phones: "user" } : {}),
  };
  const provenance = { ...(mapped?.provenance ?? {}), ...legacyContact, ...fromEdit.provenance };
  await db
    .update(leads)
    .set({
      ...mapped,
      ...columns,
      ...legacyPrimary,
      ...fromEdit.set,
      data: sql`${leads.data} || ${JSON.stringify(columns.data)}::jsonb`,
      provenance: sql`${leads.provenance} || ${JSON.stringify(provenance)}::jsonb`,
      customFields: editedCustomFields(fromEdit.customFields),
      contactVersion,
      updatedAt: sql`now()`,
    })
    .where(and(eq(leads.id, leadId), ...leadConditions({ workspaceId })));
  // An edit can make (or unmake) a duplicate: its keys follow the edit, new matches wait for review.
  await db.transaction((tx) =>
    refreshMatchKeys(executorQuery(tx), {
      sql: "l.id = $1 and l.workspace_id = $2 and l.deleted_at is null",
      params: [leadId, workspaceId],
    }),
  );
  return getLead({ workspaceId, leadId });
}
