import type { SkippedRow } from "@/lib/leads/types";
import type { ContactRecord } from "@/lib/leads/contact/types";
import { emptyCsv, importRefused, missingColumns } from "./errors";
import { type ContactHeader, contactOfRecord, readContactHeader } from "./contact-columns";

export type ValidLeadRow = {
  row: number;
  name: string;
  /** Null only for a mapped import's person without a company (lib/leads/import/mapping). */
  company: string | null;
  email: string | null;
  phone: string | null;
  /** The row's contact record (lib/leads/contact). */
  contact: ContactRecord;
};

export const maxTextChars = 100_000;
export const maxEmailChars = 320;
export const maxPhoneChars = 1_000;
/** Reports keep at most this many row numbers; the counts stay exact. */
export const maxReportedRows = 100_000;

const clean = (v: unknown): string => (v === null || v === undefined ? "" : String(v).trim());

/**
 * Our CSV export quotes every cell starting with + or - (the OWASP formula guard the shared corpus
 * requires), phone numbers included. A cell that is exactly that guard in front of a plain number or
 * phone number (`'+6512345678`) is read back without it, so an export re-imports as the same leads.
 * Anything else with a leading quote is stored as given.
 */
const exportGuardedNumber = /^'[+-][0-9 ().-]+$/;
export const unguard = (value: string): string => (exportGuardedNumber.test(value) ? value.slice(1) : value);

/**
 * The spec's rules on parsed records: `name` and `company` columns required (exact header names,
 * case-insensitive, first occurrence wins), `email` and `phone` optional, rows lacking name or company
 * skipped and reported, blank rows ignored, misaligned rows (more values than columns) reported.
 * Values are stored as given: nothing is coerced to a number, boolean or NULL.
 */
export class LeadRowValidator {
  readonly skipped: SkippedRow[] = [];
  skippedCount = 0;
  private columns: { name: number; company: number; email: number; phone: number; width: number } | undefined;
  private contactHeader: ContactHeader | undefined;
  private headerSeen = false;
  private dataRows = 0;

  /** The upload route passes its row cap; the engine itself streams any size (seeding, benchmarks). */
  constructor(private readonly maxRows = Number.POSITIVE_INFINITY) {}

  header(fields: string[]): void {
    this.headerSeen = true;
    const names = fields.map((f) =>
      f
        .replace(/^\uFEFF/, "")
        .trim()
        .toLowerCase(),
    );
    const find = (n: string) => names.indexOf(n);
    const name = find("name");
    const company = find("company");
    if (name >= 0 && company >= 0)
      this.columns = { name, company, email: find("email"), phone: find("phone"), width: names.length };
    this.contactHeader = readContactHeader(names);
  }

  /** The custom field keys the header carries (`custom.<key>` columns). */
  get customFieldKeys(): string[] {
    return this.contactHeader?.customKeys.map(([key]) => key) ?? [];
  }

  /** A data record: the row to store, or undefined when it is blank or skipped (and then reported). */
  accept(row: number, fields: string[]): ValidLeadRow | undefined {
    if (fields.every((f) => f.trim() === "")) return undefined;
    if (!this.columns) throw missingColumns();
    this.dataRows++;
    if (this.dataRows > this.maxRows) {
      throw importRefused(
        `The file has more than ${this.maxRows.toLocaleString("en-US")} rows. Split it into smaller files and upload them one by one.`,
      );
    }
    const c = this.columns;
    if (fields.length > c.width && fields.slice(c.width).some((f) => f.trim() !== "")) {
      return this.skip(
        row,
        `Row has ${fields.length} values but the header has ${c.width} columns (an unquoted comma?)`,
      );
    }
    const lead = {
      row,
      name: unguard(clean(fields[c.name])),
      company: unguard(clean(fields[c.company])),
      email: clean(fields[c.email]) || null,
      phone: unguard(clean(fields[c.phone])) || null,
    };
    const checked = this.check(lead);
    return (
      checked && {
        ...checked,
        contact: contactOfRecord(checked, this.contactHeader, (i) => unguard(clean(fields[i]))),
      }
    );
  }

  /** The JSON upload's objects go through the same rules. */
  acceptObject(
    row: number,
    item: { name?: unknown; company?: unknown; email?: unknown; phone?: unknown },
  ): ValidLeadRow | undefined {
    this.headerSeen = true;
    this.dataRows++;
    const lead = {
      row,
      name: clean(item.name).replaceAll("\0", ""),
      company: clean(item.company).replaceAll("\0", ""),
      email: clean(item.email).replaceAll("\0", "") || null,
      phone: clean(item.phone).replaceAll("\0", "") || null,
    };
    const checked = this.check(lead);
    return checked && { ...checked, contact: contactOfRecord(checked, undefined, () => "") };
  }

  /** At the end of the file: a header and at least one data row, else the spec's messages. */
  finish(): void {
    if (!this.headerSeen || this.dataRows === 0) throw emptyCsv();
  }

  private check<Row extends Omit<ValidLeadRow, "contact">>(lead: Row): Row | undefined {
    if (!lead.name && !lead.company) return this.skip(lead.row, "Missing name and company");
    if (!lead.name) return this.skip(lead.row, "Missing name");
    if (!lead.company) return this.skip(lead.row, "Missing company");
    if (lead.name.length > maxTextChars) return this.skip(lead.row, "Name is longer than 100,000 characters");
    if (lead.company.length > maxTextChars)
      return this.skip(lead.row, "Company is longer than 100,000 characters");
    if (lead.email && lead.email.length > maxEmailChars)
      return this.skip(lead.row, "Email is longer than 320 characters");
    if (lead.phone && lead.phone.length > maxPhoneChars)
      return this.skip(lead.row, "Phone is longer than 1,000 characters");
    return lead;
  }

  private skip(row: number, reason: string): undefined {
    this.skippedCount++;
    if (this.skipped.length < maxReportedRows) this.skipped.push({ row, reason });
    return undefined;
  }
}
