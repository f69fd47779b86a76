import { leadSummaryFields, type LeadSummary } from "@/lib/leads/types";
import { formatDateTime } from "@/lib/format/dates";

/**
 * What a table row shows of a lead, as it travels to the browser: the dates as the text the row prints
 * in the workspace's time zone ("Nov 23, 2026, 17:05 GMT+8"). Formatted here, on the server, from the Dates the query returned: sending
 * ISO strings would cost the page a Date per cell to write them and another to read them back.
 */
export type LeadRowView = Omit<LeadSummary, "scrapedAt" | "updatedAt"> & {
  scrapedAt: string;
  updatedAt: string;
};

/**
 * The page's rows as one JSON string of tuples: serialising fifty objects value by value into the flight
 * data and reviving them cost more than their bytes, and repeated keys more than the values.
 * Plain loops here and in decodeLeadRows: an iterator and an entry array per field were most of what
 * decoding allocated.
 */
export function encodeLeadRows(leads: readonly LeadSummary[], timeZone: string): string {
  const tuples: unknown[][] = [];
  for (const lead of leads) {
    const tuple: unknown[] = [];
    for (const field of leadSummaryFields) {
      const value = lead[field];
      tuple.push(value instanceof Date ? formatDateTime(value, timeZone) : value);
    }
    tuples.push(tuple);
  }
  return JSON.stringify(tuples);
}

export function decodeLeadRows(json: string): LeadRowView[] {
  const tuples = JSON.parse(json) as unknown[][];
  const rows: LeadRowView[] = [];
  for (const tuple of tuples) {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < leadSummaryFields.length; index++)
      row[leadSummaryFields[index]!] = tuple[index];
    rows.push(row as LeadRowView);
  }
  return rows;
}
