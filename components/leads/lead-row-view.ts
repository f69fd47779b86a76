import type { LeadRow, LeadSummary } from "@/lib/leads/types";

/**
 * What a table row shows of a lead, as it travels to the browser: the dates as ISO strings. JSON has no
 * dates, and the page's rows cross the flight data as one string (see encodeLeadRows).
 */
export type LeadRowView = Omit<LeadSummary, "scrapedAt" | "updatedAt"> & {
  scrapedAt: string;
  updatedAt: string;
};

type LeadRowTuple = [
  id: number,
  name: string,
  company: string | null,
  platform: LeadRow["platform"],
  status: string,
  url: string | null,
  headline: string | null,
  location: string | null,
  address: string | null,
  scrapedAt: string,
  updatedAt: string,
];

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/**
 * The page's rows as one JSON string of tuples: serialising fifty objects value by value into the flight
 * data and reviving them cost more than their bytes (issue 17), and repeated keys more than the values.
 */
export function encodeLeadRows(leads: readonly LeadSummary[]): string {
  const tuples = leads.map((lead): LeadRowTuple => {
    const { id, name, company, platform, status, url, headline, location, address } = lead;
    return [
      id,
      name,
      company,
      platform,
      status,
      url,
      headline,
      location,
      address,
      iso(lead.scrapedAt),
      iso(lead.updatedAt),
    ];
  });
  return JSON.stringify(tuples);
}

export function decodeLeadRows(json: string): LeadRowView[] {
  return (JSON.parse(json) as LeadRowTuple[]).map(
    ([id, name, company, platform, status, url, headline, location, address, scrapedAt, updatedAt]) => ({
      id,
      name,
      company,
      platform,
      status,
      url,
      headline,
      location,
      address,
      scrapedAt,
      updatedAt,
    }),
  );
}
