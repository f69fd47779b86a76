import type { LeadRow } from "@/lib/leads/types";
import { documentEntry } from "./documents";

/** RTF text: \ { } escaped, non-ASCII as \uN? (signed 16-bit units), control characters dropped, newlines as \line. */
export function escapeRtf(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const c = text[i] ?? "";
    if (c === "\\" || c === "{" || c === "}") out += `\\${c}`;
    else if (c === "\n") out += "\\line ";
    else if (c === "\t") out += "\\tab ";
    else if (code < 0x20 || code === 0x7f) continue;
    else if (code > 0x7e) out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
    else out += c;
  }
  return out;
}

/** A Word-readable RTF document (spec: the Leads page names the extension .rtf). */
export async function* rtfChunks(batches: AsyncIterable<LeadRow[]>): AsyncGenerator<string> {
  yield "{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\fs22\n{\\b\\fs32 Leads export}\\par\n";
  for await (const batch of batches) {
    yield batch
      .map((lead) => {
        const entry = documentEntry(lead);
        return `\\par{\\b\\fs26 ${escapeRtf(entry.title)}}\\par\n${entry.lines.map((l) => `${escapeRtf(l)}\\par\n`).join("")}`;
      })
      .join("");
  }
  yield "}\n";
}
