import { html, type Html } from "@/components/data-table/html";
import { newTabHintId } from "@/components/data-table/new-tab-hint";
import { platformLabels, platformTones, statusTone } from "@/lib/leads/constants";
import { formatStatus } from "./lead-badges";
import { getLeadDisplayName, getSafeHref, isDocumentLead } from "./lead-display";
import { formatDateTime } from "./lead-format";
import type { LeadRowView } from "./lead-row-view";
import type { LeadColumnId } from "./leads-table-columns";

/*
 * One lead row's cells as HTML: bare elements that the table's CSS styles and decorates with icons
 * (`plainCells` in components/data-table). The buttons name their action in `data-icon`; LeadRows
 * handles their clicks for the whole row.
 */

const none = "—";

function text(value: string | null): Html | string {
  return value ? html`<span title="${value}">${value}</span>` : none;
}

function link(value: string | null): Html | string {
  if (!value) return none;
  const href = getSafeHref(value);
  if (!href) return html`<span title="${value}" data-unsafe-url="">${value}</span>`;
  const shown = value.replace(/^https?:\/\/(www\.)?/, "");
  return html`<a href="${href}" target="_blank" rel="noreferrer nofollow" aria-describedby="${newTabHintId}"><span>${shown}</span></a>`;
}

function cell(id: LeadColumnId, lead: LeadRowView, label: string, rowNumber: number): Html | string | number {
  switch (id) {
    case "select":
      return html`<input type="checkbox" aria-label="Select lead ${label}"/>`;
    case "no":
      return rowNumber;
    case "name":
      return isDocumentLead(lead)
        ? html`<button type="button" data-icon="view" aria-label="View ${label}">View</button>`
        : html`<b>${lead.name}</b>${lead.company ? html`<small>${lead.company}</small>` : ""}`;
    case "platform":
      return html`<span data-badge="${platformTones[lead.platform]}">${platformLabels[lead.platform]}</span>`;
    case "status":
      return html`<span data-badge="${statusTone(lead.status ?? "")}">${formatStatus(lead.status)}</span>`;
    case "url":
      return link(lead.url);
    case "scrapedAt":
    case "updatedAt":
      return html`<time>${formatDateTime(lead[id])}</time>`;
    case "headline":
    case "location":
    case "address":
      return text(lead[id]);
    case "actions":
      return html`<button type="button" data-icon="edit" aria-label="Edit lead ${label}"></button><button type="button" data-icon="delete" aria-label="Delete lead ${label}"></button>`;
    default:
      return "";
  }
}

/** The `<td>`s of one row, in column order. */
export function leadRowCellsHtml(lead: LeadRowView, columns: readonly LeadColumnId[], rowNumber: number): string {
  const label = getLeadDisplayName(lead);
  return columns.map((id) => html`<td>${cell(id, lead, label, rowNumber)}</td>`.value).join("");
}
