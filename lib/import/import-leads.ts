import "server-only";
import { withStagingTable } from "@/db/raw";
import type { ImportResult } from "@/lib/leads/types";
import { copyLine } from "./copy-text";
import { decodeText } from "./decode";
import { tellImportFinished } from "./import-finished";
import { insertStagedLeads } from "./insert-staged";
import { LeadRowValidator, type ValidLeadRow } from "./lead-rows";
import { readRecords } from "./records";
import { defineImportedCustomFields, mappedRowValidator } from "@/lib/leads/import/mapping/import-setup";
import type { ImportMapping } from "@/lib/leads/import/mapping/validations";

export type ImportTarget = { workspaceId: string; userId: string; fileName?: string; maxRows?: number };

const stagingSchema = `row_no integer not null, name text not null, company text, email text, phone text,
  contact jsonb not null, email_key text generated always as (lower(email)) stored, dup boolean not null default false`;
const stagingColumns = ["row_no", "name", "company", "email", "phone", "contact"];

type RowValidator = Pick<LeadRowValidator, "skipped" | "skippedCount" | "customFieldKeys">;

async function importRows(
  target: ImportTarget,
  validator: RowValidator,
  chunks: AsyncIterable<string>,
  afterInsert?: Parameters<typeof defineImportedCustomFields>[2],
): Promise<ImportResult> {
  return withStagingTable(stagingSchema, async (session) => {
    await session.copyIn(stagingColumns, chunks);
    const outcome = await session.transaction(async (query) => {
      const inserted = await insertStagedLeads(query, session.table, {
        ...target,
        customFieldKeys: validator.customFieldKeys,
      });
      if (afterInsert && inserted.imported > 0)
        await defineImportedCustomFields(query, target.workspaceId, afterInsert);
      return inserted;
    });
    const result = { ...outcome, skipped: validator.skipped, skippedCount: validator.skippedCount };
    await tellImportFinished(target, result);
    return result;
  });
}

/**
 * Upload Leads (CSV): bytes stream through decoding, papaparse and the spec's row rules into COPY, then
 * one transaction adds the new leads to an `import` list named after the file. All or nothing; memory
 * stays flat whatever the file size. With a `mapping` (the mapping step's, or an API client's) the columns
 * are read through it; without one, by the exact header names.
 */
export async function importLeadsCsv(
  target: ImportTarget & { body: AsyncIterable<Uint8Array>; mapping?: ImportMapping },
): Promise<ImportResult> {
  const mapped = target.mapping
    ? await mappedRowValidator(target.workspaceId, target.mapping, target.maxRows)
    : undefined;
  const validator = mapped?.validator ?? new LeadRowValidator(target.maxRows);
  async function* copyText(): AsyncGenerator<string> {
    for await (const batch of readRecords(decodeText(target.body))) {
      let out = "";
      batch.records.forEach((fields, i) => {
        const row = batch.firstRow + i;
        if (row === 1) return validator.header(fields);
        const lead = validator.accept(row, fields);
        if (lead) out += copyLine(lead);
      });
      if (out) yield out;
    }
    validator.finish();
  }
  return importRows(target, validator, copyText(), mapped?.created);
}

/** The spec's JSON upload (`leads` of {name, company, email?, phone?}): item N is row N. */
export async function importLeadObjects(
  target: ImportTarget & { leads: { name?: unknown; company?: unknown; email?: unknown; phone?: unknown }[] },
): Promise<ImportResult> {
  const validator = new LeadRowValidator(target.maxRows);
  async function* copyText(): AsyncGenerator<string> {
    let out = "";
    for (const [i, item] of target.leads.entries()) {
      const lead: ValidLeadRow | undefined = validator.acceptObject(i + 1, item);
      if (lead) out += copyLine(lead);
      if (out.length > 1_000_000) {
        yield out;
        out = "";
      }
    }
    if (out) yield out;
    validator.finish();
  }
  return importRows(target, validator, copyText());
}
