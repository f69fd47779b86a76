export type ExportFormatId = "csv" | "json" | "pdf" | "rtf" | "md" | "txt";

export type ExportFormat = { id: ExportFormatId; label: string; hint: string; textOnly: boolean };

/** Spec part 2 section 9: CSV, JSON and PDF for every lead; Word (RTF), Markdown and Text for web and OCR leads. */
const exportFormats: readonly ExportFormat[] = [
  { id: "csv", label: "CSV", hint: "Opens in Excel, Numbers or Google Sheets", textOnly: false },
  { id: "json", label: "JSON", hint: "Every field, for other tools", textOnly: false },
  { id: "pdf", label: "PDF", hint: "A printable table", textOnly: false },
  { id: "rtf", label: "Word (RTF)", hint: "Web and OCR results as a document", textOnly: true },
  { id: "md", label: "Markdown", hint: "Web and OCR results as Markdown", textOnly: true },
  { id: "txt", label: "Text", hint: "Web and OCR results as plain text", textOnly: true },
];

const textPlatforms = new Set(["web", "ocr"]);

/** The formats on offer for leads of these platforms (an empty list means "unknown or mixed"). */
export function getExportFormats(platforms: readonly string[]): readonly ExportFormat[] {
  const textOnly = platforms.length > 0 && platforms.every((platform) => textPlatforms.has(platform));
  return textOnly ? exportFormats : exportFormats.filter((format) => !format.textOnly);
}

export function getDownloadedMessage(format: ExportFormatId): string {
  const label = exportFormats.find((item) => item.id === format)?.label ?? format.toUpperCase();
  return `Downloaded ${label} file`;
}
