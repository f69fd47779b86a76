import type { ExportFormat } from "@/lib/export/validations";
import { fileStamp } from "@/lib/format/dates";

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  pdf: "application/pdf",
  rtf: "application/rtf",
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/**
 * Letters (of any script: "展示会リスト", "Контакты"), digits, dash and underscore only: no path, dot, quote
 * or control character reaches the header. Latin accents are dropped ("Café" → "Cafe"), as file names
 * travel through systems that mangle them.
 */
export function sanitizeFilePart(value: string): string {
  const cleaned = value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}_-]+/gu, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
  return Array.from(cleaned).slice(0, 60).join("");
}

/**
 * Spec section 9: the sanitised list name, the platform and a timestamp, e.g.
 * `q3-leads_linkedin_2026-05-01_10-20-30.csv`, the time read in the workspace's time zone.
 */
export function exportFileName(parts: {
  listName?: string | null;
  platform?: string | null;
  format: ExportFormat;
  timeZone: string;
  at?: Date;
}): string {
  const name = sanitizeFilePart(parts.listName ?? "") || "leads";
  const platform = sanitizeFilePart(parts.platform ?? "") || "all";
  return `${name}_${platform}_${fileStamp(parts.at ?? new Date(), parts.timeZone)}.${parts.format}`;
}

/** The name in UTF-8 (RFC 6266 `filename*`), and an ASCII one for clients that read only `filename`. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]+/g, "").replace(/^[-_]+/, "") || "download";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
