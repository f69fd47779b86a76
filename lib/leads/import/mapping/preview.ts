import "server-only";
import { importRefused } from "@/lib/import/errors";
import { isLegacyEncoding, type LegacyEncoding } from "@/lib/import/code-pages";
import { leadMessages } from "@/lib/leads/messages";
import { formatAddress } from "@/lib/leads/contact/address";
import { contactSqlRecord } from "@/lib/leads/contact/columns";
import { cleanHeader } from "./fields";
import { guessMapping } from "./guess";
import { mappedRowValidator } from "./import-setup";
import { mappingFitsHeader, mappingMismatchMessage, mappingNamesLeads } from "./mapped-rows";
import { type SavedMapping, savedMappingsFor } from "./queries";
import { readCsvHead } from "./read-head";
import type { ImportMapping } from "./validations";

/** A preview row as it will be stored (display labels → values), or why it will be skipped. */
export type PreviewRow = { row: number; skipped: string | null; values: Record<string, string> };
export type ImportPreview = {
  /** Guessed, or the newest saved mapping for this header set, or the one the request sent. */
  mapping: ImportMapping;
  guessed: ImportMapping;
  saved: SavedMapping[];
  /** Per column, the first non-empty value of the first rows, as the file has it. */
  samples: string[];
  rows: PreviewRow[];
  /**
   * Why the file cannot be imported as mapped (no column gives a lead's name or company; the spec's
   * message): the user corrects the mapping here, and no rows are previewed until then.
   */
  problem: string | null;
  /**
   * The legacy code page the file was read in (detected, or the request's `codePage`); null for UTF-8 and
   * UTF-16. The user may change it: the next preview and the upload send it as `codePage`.
   */
  codePage: LegacyEncoding | null;
};

const previewRows = 5;

type StoredContact = ReturnType<typeof contactSqlRecord>;

function displayValues(
  lead: { name: string; company: string | null },
  c: StoredContact,
  labels: Map<string, string>,
): Record<string, string> {
  const values: Record<string, string | null | undefined> = {
    Name: lead.name,
    "First name": c.first_name,
    "Last name": c.last_name,
    Company: lead.company,
    "Job title": c.title,
    Emails: c.emails.map((e) => e.address).join(", "),
    Phones: c.phones.map((p) => p.number).join(", "),
    Website: c.website,
    "Social profiles": c.socials.map((s) => s.url).join(", "),
    Address: formatAddress(c.address_parts),
    Coordinates: c.latitude !== null && c.longitude !== null ? `${c.latitude}, ${c.longitude}` : null,
    "Time zone": c.time_zone,
    Tags: c.tags.join(", "),
    Notes: c.notes,
  };
  for (const [key, value] of Object.entries(c.custom_fields)) values[labels.get(key) ?? key] = value;
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => Boolean(e[1])));
}

/**
 * The mapping step: the file's columns with a guess for each, the saved mappings for its header set, and
 * the first rows through the same row rules and mapping as the import (`mapping` when the user corrected it).
 */
export async function previewImport(params: {
  workspaceId: string;
  body: AsyncIterable<Uint8Array>;
  partial: boolean;
  mapping?: ImportMapping;
  codePage?: LegacyEncoding;
}): Promise<ImportPreview> {
  const head = await readCsvHead(params.body, {
    maxRows: 20,
    partial: params.partial,
    codePage: params.codePage,
  });
  if (!head.headers.some((h) => cleanHeader(h))) throw importRefused(leadMessages.csvEmpty);
  const guessed = guessMapping(
    head.headers,
    head.rows.map((r) => r.fields),
  ).map((target, i) => ({ header: head.headers[i]!, target }));
  const saved = await savedMappingsFor({ workspaceId: params.workspaceId, headers: head.headers });
  const mapping = params.mapping ?? saved[0]?.mapping ?? guessed;
  if (!mappingFitsHeader(mapping, head.headers)) throw importRefused(mappingMismatchMessage);
  const codePage = head.encoding && isLegacyEncoding(head.encoding) ? head.encoding : null;
  const samples = head.headers.map(
    (_, i) => head.rows.map((r) => (r.fields[i] ?? "").trim()).find(Boolean) ?? "",
  );
  // Headers the guess does not know (another language, a home-made export) leave the name to the user.
  if (!mappingNamesLeads(mapping))
    return {
      mapping,
      guessed,
      saved,
      samples,
      rows: [],
      problem: leadMessages.csvMissingColumns,
      codePage,
    };
  const { validator, byColumn } = await mappedRowValidator(params.workspaceId, mapping);
  validator.header(head.headers);
  const labels = new Map(byColumn.flatMap((f) => (f ? [[f.key, f.label] as const] : [])));
  const rows: PreviewRow[] = [];
  for (const { row, fields } of head.rows.slice(0, previewRows)) {
    const lead = validator.accept(row, fields);
    const skipped = validator.skipped.find((s) => s.row === row);
    rows.push({
      row,
      skipped: lead ? null : (skipped?.reason ?? "Blank row"),
      values: lead ? displayValues(lead, contactSqlRecord(lead.contact, params.workspaceId), labels) : {},
    });
  }
  return { mapping, guessed, saved, samples, rows, problem: null, codePage };
}
