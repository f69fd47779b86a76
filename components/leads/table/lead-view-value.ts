import { formatDate } from "@/lib/format/dates";
import { platformLabels } from "@/lib/leads/constants";
import type { CustomFieldDefinition, FoundRecord, LeadRow } from "@/lib/leads/types";

/** A lead as `GET /api/leads/{id}` answers it: with what sources found for it later (dates as JSON strings). */
export type LeadDetail = LeadRow & {
  foundRecords: (Omit<FoundRecord, "foundAt"> & { foundAt: string })[];
  customFieldDefinitions: CustomFieldDefinition[];
};

/**
 * What the View dialog shows: the lead's own record (a web or OCR lead's output), and, when Find contacts
 * read its site later, each answer as its own section beside it, dated in the workspace's time zone.
 */
export function leadViewValue(lead: LeadDetail, timeZone: string): unknown {
  const own = lead.data.jsonOutput ?? lead.data;
  if (!lead.foundRecords.length) return own;
  const sections: Record<string, unknown> = { [`${platformLabels[lead.platform]} record`]: own };
  for (const found of lead.foundRecords) {
    let title = `Found by Find contacts (${platformLabels[found.platform]}), ${formatDate(found.foundAt, timeZone)}`;
    for (let n = 2; title in sections; n++) title = `${title.replace(/ #\d+$/, "")} #${n}`;
    sections[title] = found.record.jsonOutput ?? found.record;
  }
  return sections;
}
