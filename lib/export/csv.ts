import type { LeadRow } from "@/lib/leads/types";
import { type CsvColumn, leadCsvColumns } from "./lead-columns";

/** A strict E.164 number (`+` and digits only) cannot carry a formula: it is exported as it is. */
export const strictE164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * OWASP CSV injection: a cell starting with = + - @ tab CR (or NUL) is prefixed with ' so spreadsheets show
 * it as text, except a strict E.164 phone number, which spreadsheets and CRMs expect bare.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r\0]/.test(value) && !strictE164.test(value) ? `'${value}` : value;
}

/** RFC 4180: quote a field holding a quote, comma or line break (doubling inner quotes), or edge spaces. */
export function csvField(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const safe = neutraliseCell(value);
  return /[",\r\n]|^[ \t]|[ \t]$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header a re-import understands (lib/import/contact-columns.ts reads the contact columns back). */
export function leadCsvHeader(customKeys: string[]): string {
  return `${leadCsvColumns(customKeys)
    .map((c) => c.name)
    .join(",")}\r\n`;
}

export function leadCsvRow(lead: LeadRow, columns: CsvColumn[]): string {
  return `${columns.map((c) => (c.raw ? (c.value(lead) ?? "") : csvField(c.value(lead)))).join(",")}\r\n`;
}
