import type { LeadRow } from "@/lib/leads/types";
import { documentEntry, stripControls } from "./documents";

/** Markdown punctuation in scraped text is escaped so it stays text (no links, headings or HTML). */
export function escapeMarkdown(text: string): string {
  return stripControls(text)
    .replace(/[\\`*_{}[\]()<>#+\-.!|~]/g, (c) => `\\${c}`)
    .replace(/\n/g, "  \n");
}

export async function* markdownChunks(batches: AsyncIterable<LeadRow[]>): AsyncGenerator<string> {
  yield "# Leads export\n";
  for await (const batch of batches) {
    yield batch
      .map((lead) => {
        const entry = documentEntry(lead);
        return `\n## ${escapeMarkdown(entry.title)}\n\n${entry.lines.map((l) => `- ${escapeMarkdown(l)}`).join("\n")}\n`;
      })
      .join("");
  }
}
