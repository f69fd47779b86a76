import "server-only";
import { withBulkTransaction } from "@/db/raw";
import type { ImportResult } from "@/lib/leads/types";
import { decodeText } from "./decode";
import { tellImportFinished } from "./import-finished";
import { LeadRowValidator, type ValidLeadRow } from "./lead-rows";
import { readRecords } from "./records";
import { writeImportedLeads } from "./write-leads";
import { defineImportedCustomFields, mappedRowValidator } from "@/lib/leads/import/mapping/import-setup";
import type { ImportMapping } from "@/lib/leads/import/mapping/validations";
import type { LegacyEncoding } from "@/lib/import/code-pages";

export type ImportTarget = { workspaceId: string; userId: string; fileName?: string; maxRows?: number };

type RowValidator = Pick<LeadRowValidator, "skipped" | "skippedCount" | "customFieldKeys">;

/**
 * Rows checked and built between two turns of the event loop (a few tens of milliseconds, see
 * write-leads.ts): PostgreSQL is kept busy while the next rows build, and the server's other requests
 * wait no longer than one slice.
 */
const sliceRows = 500;

async function importRows(
  target: ImportTarget,
  validator: RowValidator,
  rows: AsyncIterable<ValidLeadRow[]>,
  afterInsert?: Parameters<typeof defineImportedCustomFields>[2],
): Promise<ImportResult> {
  const outcome = await withBulkTransaction(async (session) => {
    const written = await writeImportedLeads(
      session,
      { ...target, customFieldKeys: validator.customFieldKeys },
      rows,
    );
    if (afterInsert && written.imported > 0)
      await defineImportedCustomFields(session.query, target.workspaceId, afterInsert);
    return written;
  });
  const result = { ...outcome, skipped: validator.skipped, skippedCount: validator.skippedCount };
  await tellImportFinished(target, result);
  return result;
}

/**
 * Upload Leads (CSV): bytes stream through decoding, papaparse and the spec's row rules into COPY into
 * `leads`, in one transaction that also makes the `import` list named after the file. All or nothing;
 * memory stays flat whatever the file size. With a `mapping` (the mapping step's, or an API client's) the
 * columns are read through it; without one, by the exact header names. `codePage`: the user's reading of a
 * file that is not UTF-8, else it is detected.
 */
export async function importLeadsCsv(
  target: ImportTarget & {
    body: AsyncIterable<Uint8Array>;
    mapping?: ImportMapping;
    codePage?: LegacyEncoding;
  },
): Promise<ImportResult> {
  const mapped = target.mapping
    ? await mappedRowValidator(target.workspaceId, target.mapping, target.maxRows)
    : undefined;
  const validator = mapped?.validator ?? new LeadRowValidator(target.maxRows);
  async function* rows(): AsyncGenerator<ValidLeadRow[]> {
    for await (const batch of readRecords(decodeText(target.body, { codePage: target.codePage }))) {
      let leads: ValidLeadRow[] = [];
      for (const [i, fields] of batch.records.entries()) {
        const row = batch.firstRow + i;
        if (row === 1) {
          validator.header(fields);
          continue;
        }
        const lead = validator.accept(row, fields);
        if (lead) leads.push(lead);
        if (i % sliceRows === sliceRows - 1) {
          yield leads;
          leads = [];
        }
      }
      if (leads.length) yield leads;
    }
    validator.finish();
  }
  return importRows(target, validator, rows(), mapped?.created);
}

/** The spec's JSON upload (`leads` of {name, company, email?, phone?}): item N is row N. */
export async function importLeadObjects(
  target: ImportTarget & { leads: { name?: unknown; company?: unknown; email?: unknown; phone?: unknown }[] },
): Promise<ImportResult> {
  const validator = new LeadRowValidator(target.maxRows);
  async function* rows(): AsyncGenerator<ValidLeadRow[]> {
    let leads: ValidLeadRow[] = [];
    for (const [i, item] of target.leads.entries()) {
      const lead = validator.acceptObject(i + 1, item);
      if (lead) leads.push(lead);
      if (leads.length >= sliceRows) {
        yield leads;
        leads = [];
      }
    }
    yield leads;
    validator.finish();
  }
  return importRows(target, validator, rows());
}
