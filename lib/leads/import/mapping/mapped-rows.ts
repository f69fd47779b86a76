import { contactSqlRecord } from "@/lib/leads/contact/columns";
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

/**
 * The spec's row rules on a mapped file: the mapping must give a name or a company (else the spec's
 * missing-columns message), a row needs one of them (a person without a company, or a business listed
 * under its company, is a lead), blank rows are ignored, misaligned rows and over-long values reported.
 */
export class MappedRowValidator {
  readonly skipped: SkippedRow[] = [];
  skippedCount = 0;
  /** Custom fields are defined by the importer with their labels (lib/import/import-leads.ts). */
  readonly customFieldKeys: string[] = [];
  private plan: MappingPlan | undefined;
  private headerSeen = false;
  private dataRows = 0;

  constructor(
    private readonly mapping: ImportMapping,
    private readonly customByColumn: (CustomFieldDefinition | undefined)[],
    private readonly maxRows = Number.POSITIVE_INFINITY,
  ) {}

  header(fields: string[]): void {
    this.headerSeen = true;
    const same =
      fields.length === this.mapping.length &&
      fields.every((f, i) => cleanHeader(f) === cleanHeader(this.mapping[i]!.header));
    if (!same) throw importRefused(mappingMismatchMessage);
    const plan = planOf(
      this.mapping.map((m) => m.target),
      this.customByColumn,
    );
    if (!planHasNameOrCompany(plan)) throw missingColumns();
    this.plan = plan;
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
    const lead = mappedLead(this.plan, (i) => unguard((fields[i] ?? "").trim()));
    if (!lead.name && !lead.company) return this.skip(row, "Missing name and company");
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
      contact: JSON.stringify(contactSqlRecord(lead.contact)),
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
