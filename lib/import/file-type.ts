import { leadMessages } from "@/lib/leads/messages";
import { importRefused } from "./errors";

/** Types that only ever mean CSV. */
const csvTypes = new Set([
  "text/csv",
  "application/csv",
  "text/x-csv",
  "application/x-csv",
  "text/comma-separated-values",
]);
/**
 * Types that also cover other files, accepted only with a .csv name: Excel installs report .csv as
 * application/vnd.ms-excel, some systems as text/plain, some send nothing (a .txt or .exe sent
 * as text/plain was imported).
 */
const csvWhenNamedCsv = new Set(["", "application/octet-stream", "text/plain", "application/vnd.ms-excel"]);

/** Spec: CSV only ("Please select a valid CSV file"); the content is sniffed again while it is read. */
export function assertCsvUpload(fileName: string, contentType: string): void {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const csvName = /\.csv$/i.test(fileName.trim());
  if (csvTypes.has(type) || (csvName && csvWhenNamedCsv.has(type))) return;
  throw importRefused(leadMessages.invalidCsvType);
}
