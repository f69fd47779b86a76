import type { ExportFormat } from "@/lib/export/validations";

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  pdf: "application/pdf",
  rtf: "application/rtf",
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/** Letters, digits, dash and underscore only (no path, dot, quote or control character reaches the header). */
export function sanitizeFilePart(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** Spec section 9: the sanitised list name, the platform and a timestamp, e.g. `q3-leads_linkedin_2026-05-01_10-20-30.csv`. */
export function exportFileName(parts: {
  listName?: string | null;
  platform?: string | null;
  format: ExportFormat;
  at?: Date;
}): string {
  const name = sanitizeFilePart(parts.listName ?? "") || "leads";
  const platform = sanitizeFilePart(parts.platform ?? "") || "all";
  const stamp = (parts.at ?? new Date()).toISOString().slice(0, 19).replace("T", "_").replaceAll(":", "-");
  return `${name}_${platform}_${stamp}.${parts.format}`;
}

export function contentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
