import { platformLabels } from "@/lib/leads/constants";
import type { LeadRow } from "@/lib/leads/types";

/** Web and OCR leads have no name: the table shows a View button opening their JSON instead. */
export function isDocumentLead(lead: Pick<LeadRow, "platform">): boolean {
  return lead.platform === "web" || lead.platform === "ocr";
}

/** A name for labels and dialogs, also for leads without one ("Website lead #12"). */
export function getLeadDisplayName(lead: Pick<LeadRow, "id" | "name" | "platform">): string {
  const name = lead.name.trim();
  return name !== "" && !isDocumentLead(lead) ? name : `${platformLabels[lead.platform]} lead #${lead.id}`;
}

/** Only http(s) links become anchors; anything else (javascript:, data:) is shown as text. */
export function getSafeHref(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}
