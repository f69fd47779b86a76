import type { LeadRow, LeadSummary } from "@/lib/leads/types";

/**
 * The same fields as a tuple: the page's rows travel to the client in the flight data, and 50 rows of
 * repeated keys cost more than the values. `toLeadRowTuple` on the server, `fromLeadRowTuple` in the client.
 */
export type LeadRowTuple = [
  id: number,
  name: string,
  company: string | null,
  platform: LeadRow["platform"],
  status: string,
  url: string | null,
  headline: string | null,
  location: string | null,
  address: string | null,
  scrapedAt: Date | string,
  updatedAt: Date | string,
];

export function toLeadRowTuple(lead: LeadSummary): LeadRowTuple {
  const { id, name, company, platform, status, url, headline, location, address, scrapedAt, updatedAt } =
    lead;
  return [id, name, company, platform, status, url, headline, location, address, scrapedAt, updatedAt];
}

export function fromLeadRowTuple(row: LeadRowTuple): LeadSummary {
  const [id, name, company, platform, status, url, headline, location, address, scrapedAt, updatedAt] = row;
  return {
    id,
    name,
    company,
    platform,
    status,
    url,
    headline,
    location,
    address,
    scrapedAt: scrapedAt as Date,
    updatedAt: updatedAt as Date,
  };
}
