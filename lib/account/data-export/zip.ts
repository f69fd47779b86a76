import "server-only";
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import yazl from "yazl";
import { csvFile, jsonFile } from "./files";
import { exportTables, type ExportScope } from "./tables";

const README = `CRM Pro data export

json/  every record your workspace owns, one file per table (dates in UTC, ISO 8601; uploaded images in base64)
csv/   leads, lead lists and projects as spreadsheets (cells starting with = + - @ are prefixed with ')

Left out on purpose: password hashes and the bodies of emails the product sent (they can hold sign-in links).
`;

/**
 * Writes the workspace's export zip to `path`. yazl reads one entry at a time, and each entry is a
 * generator over 1,000-row batches, so memory stays flat whatever the workspace holds.
 */
export async function writeExportZip(scope: ExportScope, path: string, now = new Date()): Promise<string[]> {
  const zip = new yazl.ZipFile();
  const names: string[] = ["README.txt"];
  zip.addBuffer(Buffer.from(README), "README.txt", { mtime: now });
  for (const entry of exportTables) {
    names.push(`json/${entry.name}.json`);
    zip.addReadStream(Readable.from(jsonFile(entry, scope)), `json/${entry.name}.json`, { mtime: now });
    if (entry.csv) {
      names.push(`csv/${entry.csv}.csv`);
      zip.addReadStream(Readable.from(csvFile(entry, scope)), `csv/${entry.csv}.csv`, { mtime: now });
    }
  }
  // A failing table (its generator throws) fails the whole file rather than leaving a short zip.
  zip.on("error", (error: Error) => (zip.outputStream as Readable).destroy(error));
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return names;
}
