import Papa from "papaparse";
import { importRefused } from "./errors";
import { RecordChunker } from "./newlines";

/** Records of one parsed chunk; `firstRow` numbers them as a spreadsheet does (the header is row 1). */
export type RecordBatch = { firstRow: number; records: string[][] };

/** The delimiter of the header line (outside quotes): comma unless semicolons, tabs or pipes clearly win. */
export function detectDelimiter(headerLine: string): string {
  const counts: Record<string, number> = { ",": 0, ";": 0, "\t": 0, "|": 0 };
  let quoted = false;
  for (const c of headerLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c in counts) counts[c] = (counts[c] ?? 0) + 1;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0];
  return best && best[1] > (counts[","] ?? 0) ? best[0] : ",";
}

function quoteError(code: string, row: number): Error {
  return code === "MissingQuotes"
    ? importRefused(
        `Row ${row} has a quoted value that is never closed, so the rest of the file cannot be read. Fix the quotes and upload again.`,
      )
    : importRefused(
        `Row ${row} has text after a closing quote (for example "Acme"Corp). Quote the whole value and upload again.`,
      );
}

/**
 * Text chunks to CSV records with papaparse (RFC 4180 quoting, embedded delimiters and newlines).
 * An Excel `sep=;` first line sets the delimiter and is not a row. Malformed quotes refuse the upload.
 */
export async function* readRecords(
  texts: AsyncIterable<string>,
  onDelimiter?: (d: string) => void,
): AsyncGenerator<RecordBatch> {
  const chunker = new RecordChunker();
  let parser: Papa.Parser | undefined;
  let pending = "";
  let nextRow = 1;

  const parse = (text: string, final: boolean): RecordBatch | undefined => {
    if (!parser) {
      let body = text;
      const sep = /^sep=(.)\n/i.exec(body);
      if (sep) body = body.slice(sep[0].length);
      const delimiter =
        sep?.[1] ?? detectDelimiter(body.slice(0, Math.max(0, body.indexOf("\n")) || body.length));
      onDelimiter?.(delimiter);
      parser = new Papa.Parser({ delimiter, newline: "\n", quoteChar: '"' });
      text = body;
    }
    const input = pending + text;
    if (!input) return undefined;
    const result = parser.parse(input, 0, !final) as Papa.ParseResult<string[]>;
    pending = input.slice(result.meta.cursor);
    const firstRow = nextRow;
    const error = result.errors.find((e) => e.type === "Quotes");
    if (error) throw quoteError(error.code, firstRow + (error.row ?? 0));
    nextRow += result.data.length;
    return result.data.length ? { firstRow, records: result.data } : undefined;
  };

  try {
    for await (const text of texts) {
      const ready = chunker.push(text);
      if (!ready) continue;
      const batch = parse(ready, false);
      if (batch) yield batch;
    }
    const last = parse(chunker.end(), true);
    if (last) yield last;
  } catch (error) {
    if (error instanceof RangeError)
      throw importRefused(
        "A record is longer than 16 MB: a quote is probably never closed. Fix the quotes and upload again.",
      );
    throw error;
  }
}
