import { leadSummaryFields, type LeadSummary } from "@/lib/leads/types";
import { formatDateTime } from "./lead-format";

/**
 * What a table row shows of a lead, as it travels to the browser: the dates as the text the row prints
 * ("Nov 23, 2026, 09:05 UTC"). Formatted here, on the server, from the Dates the query returned: sending
 * ISO strings cost the page a Date per cell to write them and another to read them back (issue 17).
 */
export type LeadRowView = Omit<LeadSummary, "scrapedAt" | "updatedAt"> & {
  scrapedAt: string;
  updatedAt: string;
};

function toRowValue(lead: LeadSummary, field: (typeof leadSummaryFields)[number]) {
  const value = lead[field];
  return value instanceof Date ? formatDateTime(value) : value;
}

/**
 * The page's rows as one JSON string of tuples: serialising fifty objects value by value into the flight
 * data and reviving them cost more than their bytes (issue 17), and repeated keys more than the values.
 */
export function encodeLeadRows(leads: readonly LeadSummary[]): string {
  return JSON.stringify(leads.map((lead) => leadSummaryFields.map((field) => toRowValue(lead, field))));
}

export function decodeLeadRows(json: string): LeadRowView[] {
  return (JSON.parse(json) as unknown[][]).map((tuple) => {
    const row: Record<string, unknown> = {};
    for (const [index, field] of leadSummaryFields.entries()) row[field] = tuple[index];
    return row as LeadRowView;
  });
}
