import type { LeadRow } from "@/lib/leads/types";
import { documentEntry, stripControls } from "./documents";

export async function* textChunks(batches: AsyncIterable<LeadRow[]>): AsyncGenerator<string> {
  yield "Leads export\n============\n";
  for await (const batch of batches) {
    yield batch
      .map((lead) => {
        const entry = documentEntry(lead);
        return `\n${stripControls(entry.title)}\n${"-".repeat(Math.min(60, Math.max(3, entry.title.length)))}\n${entry.lines.map(stripControls).join("\n")}\n`;
      })
      .join("");
  }
}
