import { leadMessages } from "@/lib/leads/messages";
import { importRefused } from "./errors";

/** What browsers report for .csv files: Excel installs make it application/vnd.ms-excel, some send nothing. */
const csvTypes = new Set([
  "text/csv",
  "application/csv",
  "text/x-csv",
  "application/x-csv",
  "text/comma-separated-values",
  "application/vnd.ms-excel",
  "text/plain",
]);
const genericTypes = new Set(["", "application/octet-stream"]);

/** Spec: CSV only ("Please select a valid CSV file"); the content is sniffed again while it is read. */
export function assertCsvUpload(fileName: string, contentType: string): void {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const csvName = /\.csv$/i.test(fileName.trim());
  if (csvTypes.has(type) || (csvName && genericTypes.has(type))) return;
  throw importRefused(leadMessages.invalidCsvType);
}
