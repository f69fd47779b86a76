import { leadSummaryFields, type LeadSummary } from "@/lib/leads/types";

/**
 * What a table row shows of a lead, as it travels to the browser: the dates as ISO strings. JSON has no
 * dates, and the page's rows cross the flight data as one string (see encodeLeadRows).
 */
export type LeadRowView = Omit<LeadSummary, "scrapedAt" | "updatedAt"> & {
  scrapedAt: string;
  updatedAt: string;
};

/**
 * The page's rows as one JSON string of tuples: serialising fifty objects value by value into the flight
 * data and reviving them cost more than their bytes (issue 17), and repeated keys more than the values.
 */
export function encodeLeadRows(leads: readonly LeadSummary[]): string {
  // JSON.stringify writes a Date as its toISOString().
  return JSON.stringify(leads.map((lead) => leadSummaryFields.map((field) => lead[field])));
}

export function decodeLeadRows(json: string): LeadRowView[] {
  return (JSON.parse(json) as unknown[][]).map((tuple) => {
    const row: Record<string, unknown> = {};
    for (const [index, field] of leadSummaryFields.entries()) row[field] = tuple[index];
    return row as LeadRowView;
  });
}
