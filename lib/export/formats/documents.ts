import type { LeadRow } from "@/lib/leads/types";

/** Web and OCR leads as documents: a title, then the scraped JSON output flattened to "key: value" lines. */
export type DocumentEntry = { title: string; lines: string[] };

function flatten(value: unknown, prefix: string, out: string[]): void {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i + 1), v] as const)
      : Object.entries(value);
    if (!entries.length) out.push(`${prefix}: (empty)`);
    for (const [key, v] of entries) flatten(v, prefix ? `${prefix} > ${key}` : key, out);
    return;
  }
  const text = value === null || value === undefined ? "" : String(value);
  out.push(prefix ? `${prefix}: ${text}` : text);
}

export function documentEntry(lead: LeadRow): DocumentEntry {
  const lines: string[] = [
    `Platform: ${lead.platform === "ocr" ? "Image (OCR)" : "Website"}`,
    `Status: ${lead.status}`,
  ];
  if (lead.url) lines.push(`URL: ${lead.url}`);
  lines.push(`Scraped at: ${lead.scrapedAt.toISOString()}`);
  flatten(lead.data.jsonOutput ?? {}, "", lines);
  return { title: lead.name || lead.url || `Lead ${lead.id}`, lines };
}

/** Control characters other than tab and newline would corrupt the document or hide text: drop them. */
export function stripControls(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}
