import type { SkippedRow } from "@/lib/leads/types";
import { emptyCsv, importRefused, missingColumns } from "@/lib/import/errors";
import {
  maxEmailChars,
  maxPhoneChars,
  maxReportedRows,
  maxTextChars,
  unguard,
  type ValidLeadRow,
} from "@/lib/import/lead-rows";
import type { CustomFieldDefinition } from "./custom-keys";
import { cleanHeader } from "./fields";
import { type MappingPlan, mappedLead, planHasNameOrCompany, planOf } from "./mapped-row";
import type { ImportMapping } from "./validations";

export const mappingMismatchMessage =
  "The column mapping does not match this file's header. Choose the file again and map its columns.";

/** The mapping is this file's: one entry per column, in order, under the same header. */
export function mappingFitsHeader(mapping: ImportMapping, fields: string[]): boolean {
  return (
    fields.length === mapping.length &&
    fields.every((f, i) => cleanHeader(f) === cleanHeader(mapping[i]!.header))
  );
}

/** The mapping says where a lead's name is: a full, first or last name column, or a company column. */
export function mappingNamesLeads(mapping: ImportMapping): boolean {
  return planHasNameOrCompany(
    planOf(
      mapping.map((m) => m.target),
      [],
    ),
  );
}

/**
 * The spec's row rules on a mapped file. The mapping must give a name or a company (else the spec's
 * missing-columns message). A file with a full-name column and a company column (the spec's own shape)
 * keeps the spec's rule: a row lacking either is skipped. Contact exports that name people by first and
 * last name (a person may have no company) and business listings (named by their company) need one of the
 * two per row. Blank rows are ignored; misaligned rows and over-long values are reported.
 */
export class MappedRowValidator {
  readonly skipped: SkippedRow[] = [];
  skippedCount = 0;
  /** Custom fields are defined by the importer with their labels (lib/import/import-leads.ts). */
  readonly customFieldKeys: string[] = [];
  private plan: MappingPlan | undefined;
  private strict = false;
  private headerSeen = false;
  private dataRows = 0;

  constructor(
    private readonly mapping: ImportMapping,
    private readonly customByColumn: (CustomFieldDefinition | undefined)[],
    private readonly maxRows = Number.POSITIVE_INFINITY,
  ) {}

  header(fields: string[]): void {
    this.headerSeen = true;
    if (!mappingFitsHeader(this.mapping, fields)) throw importRefused(mappingMismatchMessage);
    const plan = planOf(
      this.mapping.map((m) => m.target),
      this.customByColumn,
    );
    if (!planHasNameOrCompany(plan)) throw missingColumns();
    this.plan = plan;
    this.strict = Boolean(plan.columns.fullName?.length && plan.columns.company?.length);
  }

  accept(row: number, fields: string[]): ValidLeadRow | undefined {
    if (fields.every((f) => f.trim() === "")) return undefined;
    if (!this.plan) throw missingColumns();
    this.dataRows++;
    if (this.dataRows > this.maxRows)
      throw importRefused(
        `The file has more than ${this.maxRows.toLocaleString("en-US")} rows. Split it into smaller files and upload them one by one.`,
      );
    const width = this.mapping.length;
    if (fields.length > width && fields.slice(width).some((f) => f.trim() !== ""))
      return this.skip(
        row,
        `Row has ${fields.length} values but the header has ${width} columns (an unquoted comma?)`,
      );
    const cell = (columns: number[] | undefined) =>
      (columns ?? []).some((i) => unguard((fields[i] ?? "").trim()) !== "");
    const lead = mappedLead(this.plan, (i) => unguard((fields[i] ?? "").trim()));
    if (!lead.name && !lead.company) return this.skip(row, "Missing name and company");
    if (this.strict && !lead.company) return this.skip(row, "Missing company");
    if (this.strict && !cell(this.plan.columns.fullName)) return this.skip(row, "Missing name");
    if (lead.name.length > maxTextChars) return this.skip(row, "Name is longer than 100,000 characters");
    if ((lead.company?.length ?? 0) > maxTextChars)
      return this.skip(row, "Company is longer than 100,000 characters");
    if ((lead.email?.length ?? 0) > maxEmailChars)
      return this.skip(row, "Email is longer than 320 characters");
    if ((lead.phone?.length ?? 0) > maxPhoneChars)
      return this.skip(row, "Phone is longer than 1,000 characters");
    return {
      row,
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      contact: lead.contact,
    };
  }

  finish(): void {
    if (!this.headerSeen || this.dataRows === 0) throw emptyCsv();
  }

  private skip(row: number, reason: string): undefined {
    this.skippedCount++;
    if (this.skipped.length < maxReportedRows) this.skipped.push({ row, reason });
    return undefined;
  }
}
