import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { leads, type Lead } from "@/db/schema";
import { csvField } from "@/lib/export/csv";
import { escapeMarkdown } from "@/lib/export/formats/markdown";
import { escapeRtf } from "@/lib/export/formats/rtf";
import { stripControls } from "@/lib/export/formats/documents";
import { sanitizeFilePart } from "@/lib/export/file-name";
import { fileStamp } from "@/lib/format/dates";
import type { ResultFormat } from "./validations";

export type ResultRecord = Record<string, string>;

const isPlain = (value: unknown) => value === null || typeof value !== "object";

/** An object (a person, an address) as one readable line: its non-empty values, "Ada Lovelace, Founder". */
function line(value: object): string {
  return Object.values(value)
    .map((v) => (isPlain(v) ? String(v ?? "").trim() : cell(v)))
    .filter(Boolean)
    .join(", ");
}

/** A value as text for the results table and downloads: lists of objects (people) one per line, never raw JSON. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    if (value.every(isPlain)) return value.filter((v) => v !== null).join(", ");
    return value
      .map((v) => (isPlain(v) ? String(v ?? "") : line(v as object)))
      .filter(Boolean)
      .join("\n");
  }
  return line(value);
}

/** One lead as a results row: web and OCR leads show their JSON output's fields, others the lead's columns and fields. */
export function resultRecord(
  lead: Pick<
    Lead,
    "platform" | "name" | "company" | "email" | "phone" | "headline" | "location" | "address" | "url" | "data"
  >,
): ResultRecord {
  const out: ResultRecord = {};
  const put = (key: string, value: unknown) => {
    const text = cell(value);
    if (text !== "" && out[key] === undefined) out[key] = text;
  };
  if (lead.platform === "web" || lead.platform === "ocr") {
    put("url", lead.url);
    const output = (lead.data.jsonOutput ?? lead.data) as Record<string, unknown>;
    if (output && typeof output === "object") for (const [k, v] of Object.entries(output)) put(k, v);
    return out;
  }
  for (const key of ["name", "company", "email", "phone", "headline", "location", "address", "url"] as const)
    put(key, lead[key]);
  for (const [k, v] of Object.entries(lead.data)) if (k !== "status") put(k, v);
  return out;
}

/** A run's leads as results rows, oldest first. */
export async function getRunRecords({
  workspaceId,
  runId,
  limit,
}: {
  workspaceId: string;
  runId: string;
  limit?: number;
}) {
  const db = await getDb();
  const query = db
    .select()
    .from(leads)
    .where(and(eq(leads.workspaceId, workspaceId), eq(leads.scrapeRunId, runId), isNull(leads.deletedAt)))
    .orderBy(asc(leads.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(resultRecord);
}

/** The columns: the keys in order of first appearance over all rows. */
export function recordColumns(records: ResultRecord[]): string[] {
  const seen = new Set<string>();
  for (const r of records) for (const k of Object.keys(r)) seen.add(k);
  return [...seen];
}

const titleOf = (r: ResultRecord, i: number) =>
  r.name || r.companyName || r.company_name || r.url || `Result ${i + 1}`;

export const resultContentTypes: Record<ResultFormat, string> = {
  csv: "text/csv; charset=utf-8",
  doc: "application/msword",
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/** Spec part 2 section 9: CSV (labelled Excel), Word as RTF saved as .doc, Markdown and Text. */
export function renderResults(records: ResultRecord[], format: ResultFormat): string {
  const columns = recordColumns(records);
  switch (format) {
    case "csv":
      return `\uFEFF${[columns.map(csvField).join(","), ...records.map((r) => columns.map((c) => csvField(r[c] ?? "")).join(","))].join("\r\n")}\r\n`;
    case "doc":
      return `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\fs22\n{\\b\\fs32 Scraping results}\\par\n${records
        .map(
          (r, i) =>
            `\\par{\\b\\fs26 ${escapeRtf(titleOf(r, i))}}\\par\n${Object.entries(r)
              .map(([k, v]) => `${escapeRtf(`${k}: ${v}`)}\\par\n`)
              .join("")}`,
        )
        .join("")}}\n`;
    case "md":
      return `# Scraping results\n${records
        .map(
          (r, i) =>
            `\n## ${escapeMarkdown(titleOf(r, i))}\n\n${Object.entries(r)
              .map(([k, v]) => `- ${escapeMarkdown(`${k}: ${v}`)}`)
              .join("\n")}\n`,
        )
        .join("")}`;
    case "txt":
      return `Scraping results\n${records
        .map(
          (r, i) =>
            `\n${stripControls(titleOf(r, i))}\n${Object.entries(r)
              .map(([k, v]) => stripControls(`${k}: ${v}`))
              .join("\n")}\n`,
        )
        .join("")}`;
  }
}

/** `{platform}_results_{timestamp}.{ext}`, the time read in the workspace's time zone. */
export function resultsFileName(
  platform: string,
  format: ResultFormat,
  timeZone: string,
  at = new Date(),
): string {
  return `${sanitizeFilePart(platform) || "scrape"}_results_${fileStamp(at, timeZone)}.${format}`;
}
