import "server-only";
import { csvField } from "@/lib/export/csv";
import { exportRows } from "./rows";
import { exportedColumns, type ExportScope, type ExportTable } from "./tables";

/** JSON text for any value: dates as ISO strings, bytes as base64. */
function replacer(this: unknown, _key: string, value: unknown): unknown {
  if (value && typeof value === "object" && (value as { type?: string }).type === "Buffer")
    return Buffer.from((value as { data: number[] }).data).toString("base64");
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (typeof value === "bigint") return value.toString();
  return value;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value, replacer);
  return String(value);
}

/** `<table>.json`: one JSON array, written row by row. */
export async function* jsonFile(entry: ExportTable, scope: ExportScope): AsyncGenerator<string> {
  yield "[";
  let first = true;
  for await (const batch of exportRows(entry, scope)) {
    const text = batch.map((row) => JSON.stringify(row, replacer)).join(",\n");
    yield `${first ? "\n" : ",\n"}${text}`;
    first = false;
  }
  yield first ? "]\n" : "\n]\n";
}

/** `<name>.csv`: a header of the table's columns, then RFC 4180 rows with formula cells neutralised. */
export async function* csvFile(entry: ExportTable, scope: ExportScope): AsyncGenerator<string> {
  const names = Object.keys(exportedColumns(entry));
  yield `${names.map((name) => csvField(name)).join(",")}\r\n`;
  for await (const batch of exportRows(entry, scope)) {
    yield batch.map((row) => `${names.map((name) => csvField(cell(row[name]))).join(",")}\r\n`).join("");
  }
}
