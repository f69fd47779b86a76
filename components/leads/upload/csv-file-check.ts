import { maxUploadBytes } from "@/lib/leads/constants";
import { leadMessages } from "@/lib/leads/messages";

const csvMimeTypes = new Set(["text/csv", "application/csv"]);
// Browsers label CSV files inconsistently (Windows says application/vnd.ms-excel, some say nothing):
// these types count only when the name ends in .csv.
const looseMimeTypes = new Set(["application/vnd.ms-excel", "text/plain", ""]);

export const csvAccept = ".csv,text/csv,application/vnd.ms-excel,application/csv";

export type CsvFileProblem = "not_csv" | "too_large" | "empty";

/** The client-side check before upload; the server checks again (type by content, size while streaming). */
export function checkCsvFile(file: { name: string; type: string; size: number }): CsvFileProblem | null {
  const type = file.type.toLowerCase();
  const hasCsvName = file.name.toLowerCase().endsWith(".csv");
  if (!csvMimeTypes.has(type) && !(hasCsvName && looseMimeTypes.has(type))) return "not_csv";
  if (file.size === 0) return "empty";
  if (file.size > maxUploadBytes) return "too_large";
  return null;
}

export const csvFileMessages: Record<CsvFileProblem, string> = {
  not_csv: leadMessages.invalidCsvType,
  empty: leadMessages.csvEmpty,
  too_large: leadMessages.uploadTooLarge,
};
