import { jsPDF } from "jspdf";
import { autoTable } from "jspdf-autotable";
import { platformLabels } from "@/lib/leads/constants";
import type { LeadRow } from "@/lib/leads/types";
import { stripControls } from "./documents";

/** A PDF is built whole in memory, so it is capped; CSV and JSON have no cap. */
export const maxPdfLeads = 5_000;

const cell = (v: string | null | undefined) => stripControls(v ?? "").slice(0, 500);

/** The Download Leads PDF: a table of the common columns (jspdf + autotable), control characters removed. */
export async function pdfBytes(batches: AsyncIterable<LeadRow[]>, title: string): Promise<Uint8Array> {
  const doc = new jsPDF({ orientation: "landscape", unit: "pt", format: "a4" });
  const body: string[][] = [];
  for await (const batch of batches) {
    for (const lead of batch) {
      body.push([
        String(body.length + 1),
        cell(lead.name || lead.url),
        cell(lead.company),
        cell(lead.email),
        cell(lead.phone),
        platformLabels[lead.platform],
        cell(lead.status),
        cell(lead.url),
        lead.scrapedAt.toISOString().slice(0, 16).replace("T", " "),
      ]);
    }
  }
  doc.setFontSize(14);
  doc.text(cell(title), 40, 40);
  autoTable(doc, {
    startY: 56,
    head: [["No.", "Name", "Company", "Email", "Phone", "Platform", "Status", "URL", "Scraped At"]],
    body,
    styles: { fontSize: 8, cellPadding: 3, overflow: "linebreak" },
    headStyles: { fillColor: [37, 99, 235] },
  });
  return new Uint8Array(doc.output("arraybuffer"));
}
