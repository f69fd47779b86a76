import type { LeadRow } from "@/lib/leads/types";

/** OWASP CSV injection: a cell starting with = + - @ tab CR (or NUL) is prefixed with ' so spreadsheets show it as text. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r\0]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: quote a field holding a quote, comma or line break (doubling inner quotes), or edge spaces. */
export function csvField(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const safe = neutraliseCell(value);
  return /[",\r\n]|^[ \t]|[ \t]$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const leadCsvColumns = [
  "id",
  "name",
  "company",
  "email",
  "phone",
  "platform",
  "status",
  "headline",
  "location",
  "address",
  "url",
  "scraped_at",
  "updated_at",
  "data",
] as const;

export function isoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The header a re-import understands: name, company, email and phone keep their import names. */
export const leadCsvHeader = `${leadCsvColumns.join(",")}\r\n`;

export function leadCsvRow(lead: LeadRow): string {
  const cells = [
    String(lead.id),
    lead.name,
    lead.company,
    lead.email,
    lead.phone,
    lead.platform,
    lead.status,
    lead.headline,
    lead.location,
    lead.address,
    lead.url,
    isoSeconds(lead.scrapedAt),
    isoSeconds(lead.updatedAt),
    JSON.stringify(lead.data),
  ];
  return `${cells.map(csvField).join(",")}\r\n`;
}
