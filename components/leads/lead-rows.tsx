"use client";

import type { ReactNode } from "react";
import { newTabHintId } from "@/components/data-table/icon-sprite";
import { platformLabels, platformTones, statusTone } from "@/lib/leads/constants";
import { formatStatus } from "./lead-badges";
import { getLeadDisplayName, getSafeHref, isDocumentLead } from "./lead-display";
import { formatDateTime, toIsoString } from "./lead-format";
import { usePageSelection } from "./lead-row-controls";
import { useRowDialogs, type RowDialogs } from "./lead-row-dialogs";
import type { LeadColumnId } from "./leads-table-columns";
import type { LeadSummary } from "@/lib/leads/types";

/*
 * Cells are built by plain functions, not components (fifty rows of twelve cell components cost more
 * than their markup), and hold bare elements that the table's CSS styles and decorates with icons
 * (`plainCells` in components/data-table): no class lists or SVG repeated fifty times (issue 17).
 */

const none = "—";

function text(value: string | null): ReactNode {
  return value ? <span title={value}>{value}</span> : none;
}

/** The UTC date and time as text; `<time>` keeps it on one line (the table styles it). */
function dateText(value: Date | string): ReactNode {
  return toIsoString(value) ? <time>{formatDateTime(value)}</time> : none;
}

function link(value: string | null): ReactNode {
  if (!value) return none;
  const href = getSafeHref(value);
  if (!href)
    return (
      <span title={value} data-unsafe-url="">
        {value}
      </span>
    );
  return (
    <a href={href} target="_blank" rel="noreferrer nofollow" aria-describedby={newTabHintId}>
      <span>{value.replace(/^https?:\/\/(www\.)?/, "")}</span>
    </a>
  );
}

type RowState = {
  lead: LeadSummary;
  label: string;
  rowNumber: number;
  selected: boolean;
  busy: true | undefined;
  toggleRow: (id: string, on: boolean) => void;
  open: RowDialogs["open"];
};

function cellContent(id: LeadColumnId, row: RowState): ReactNode {
  const { lead, label, busy, open } = row;
  switch (id) {
    case "select":
      return (
        <input
          type="checkbox"
          aria-label={`Select lead ${label}`}
          checked={row.selected}
          onChange={(event) => row.toggleRow(String(lead.id), event.target.checked)}
        />
      );
    case "no":
      return row.rowNumber;
    case "name":
      return isDocumentLead(lead) ? (
        <button
          type="button"
          data-icon="view"
          aria-label={`View ${label}`}
          aria-busy={busy}
          onClick={() => open("view", lead)}
        >
          View
        </button>
      ) : (
        <>
          <b>{lead.name}</b>
          {lead.company ? <small>{lead.company}</small> : null}
        </>
      );
    case "platform":
      return <span data-badge={platformTones[lead.platform]}>{platformLabels[lead.platform]}</span>;
    case "status":
      return <span data-badge={statusTone(lead.status ?? "")}>{formatStatus(lead.status)}</span>;
    case "url":
      return link(lead.url);
    case "scrapedAt":
    case "updatedAt":
      return dateText(lead[id]);
    case "headline":
    case "location":
    case "address":
      return text(lead[id]);
    case "actions":
      return (
        <>
          <button
            type="button"
            data-icon="edit"
            aria-label={`Edit lead ${label}`}
            aria-busy={busy}
            onClick={() => open("edit", lead)}
          />
          <button
            type="button"
            data-icon="delete"
            aria-label={`Delete lead ${label}`}
            onClick={() => open("delete", lead)}
          />
        </>
      );
    default:
      return null;
  }
}

/** The body rows of the leads table, from the page's rows (held by LeadPageSelection). */
export function LeadRows({ columns, firstRowNumber }: { columns: LeadColumnId[]; firstRowNumber: number }) {
  const { rows, rowSelection, toggleRow } = usePageSelection();
  const { open, loadingId } = useRowDialogs();
  return rows.map((lead, index) => {
    const row: RowState = {
      lead,
      label: getLeadDisplayName(lead),
      rowNumber: firstRowNumber + index,
      selected: rowSelection[String(lead.id)] === true,
      busy: loadingId === lead.id || undefined,
      toggleRow,
      open,
    };
    return (
      <tr key={lead.id}>
        {columns.map((id) => (
          <td key={id}>{cellContent(id, row)}</td>
        ))}
      </tr>
    );
  });
}
