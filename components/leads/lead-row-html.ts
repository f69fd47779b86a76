import { escapeHtml } from "@/components/data-table/html";
import { newTabHintId } from "@/components/data-table/new-tab-hint";
import { platformLabels, platformTones, statusTone } from "@/lib/leads/constants";
import { formatStatus } from "./lead-badges";
import { getLeadDisplayName, getSafeHref, isDocumentLead } from "./lead-display";
import type { LeadRowView } from "./lead-row-view";
import type { LeadColumnId } from "./leads-table-columns";

/*
 * One lead row's cells as HTML: bare elements that the table's CSS styles and decorates with icons
 * (`plainCells` in components/data-table). The buttons name their action in `data-icon`; LeadRows
 * handles their clicks for the whole row. Every value from the lead passes through escapeHtml (`e`);
 * only this file's literal markup is trusted.
 */

const e = escapeHtml;
// As an entity: one "—" makes the whole fifty-row string two bytes a character to build and encode.
const none = "&mdash;";

function text(value: string | null): string {
  return value ? `<span title="${e(value)}">${e(value)}</span>` : none;
}

function link(value: string | null): string {
  if (!value) return none;
  const href = getSafeHref(value);
  if (!href) return `<span title="${e(value)}" data-unsafe-url="">${e(value)}</span>`;
  const shown = value.replace(/^https?:\/\/(www\.)?/, "");
  return `<a href="${e(href)}" target="_blank" rel="noreferrer nofollow" aria-describedby="${newTabHintId}"><span>${e(shown)}</span></a>`;
}

function cell(id: LeadColumnId, lead: LeadRowView, label: string, rowNumber: number): string {
  switch (id) {
    case "select":
      return `<input type="checkbox" aria-label="Select lead ${label}"/>`;
    case "no":
      return String(rowNumber);
    case "name":
      if (isDocumentLead(lead))
        return `<button type="button" data-icon="view" aria-label="View ${label}">View</button>`;
      return `<b>${e(lead.name)}</b>${lead.company ? `<small>${e(lead.company)}</small>` : ""}`;
    case "platform":
      return `<span data-badge="${platformTones[lead.platform]}">${platformLabels[lead.platform]}</span>`;
    case "status":
      return `<span data-badge="${statusTone(lead.status ?? "")}">${e(formatStatus(lead.status))}</span>`;
    case "url":
      return link(lead.url);
    case "scrapedAt":
    case "updatedAt":
      return `<time>${e(lead[id])}</time>`;
    case "headline":
    case "location":
    case "address":
      return text(lead[id]);
    case "actions":
      return `<button type="button" data-icon="edit" aria-label="Edit lead ${label}"></button><button type="button" data-icon="delete" aria-label="Delete lead ${label}"></button>`;
    default:
      return "";
  }
}

/** The `<td>`s of one row, in column order. */
export function leadRowCellsHtml(
  lead: LeadRowView,
  columns: readonly LeadColumnId[],
  rowNumber: number,
): string {
  const label = e(getLeadDisplayName(lead));
  let cells = "";
  for (const id of columns) cells += `<td>${cell(id, lead, label, rowNumber)}</td>`;
  return cells;
}
