import { decodeText } from "@/lib/import/decode";
import type { LegacyEncoding } from "@/lib/import/code-pages";
import type { TextEncoding } from "@/lib/import/sniff";
import { readRecords } from "@/lib/import/records";

/** `encoding`: how the file was read, once a byte outside ASCII said; null for plain ASCII. */
export type CsvHead = {
  headers: string[];
  rows: { row: number; fields: string[] }[];
  encoding: TextEncoding | null;
};

/**
 * The header and first data records of a file, through the import's own decoding and parser (so the
 * mapping step sees the columns the import will). `partial`: the bytes are the start of a bigger file, so
 * the last record may be cut and a quote left open there is not the file's fault.
 */
export async function readCsvHead(
  body: AsyncIterable<Uint8Array>,
  { maxRows, partial, codePage }: { maxRows: number; partial: boolean; codePage?: LegacyEncoding },
): Promise<CsvHead> {
  const head: CsvHead = { headers: [], rows: [], encoding: null };
  let seenHeader = false;
  try {
    for await (const batch of readRecords(
      decodeText(body, { onEncoding: (encoding) => (head.encoding = encoding), codePage }),
    )) {
      batch.records.forEach((fields, i) => {
        if (!seenHeader) {
          seenHeader = true;
          head.headers = fields;
        } else if (fields.some((f) => f.trim() !== "")) head.rows.push({ row: batch.firstRow + i, fields });
      });
      if (head.rows.length > maxRows) break;
    }
  } catch (error) {
    if (!partial || !seenHeader) throw error;
  }
  if (partial && head.rows.length && head.rows.length <= maxRows) head.rows.pop();
  head.rows = head.rows.slice(0, maxRows);
  return head;
}
