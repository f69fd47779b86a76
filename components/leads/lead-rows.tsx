"use client";

import { newTabHintId, TableIcon } from "@/components/data-table/icon-sprite";
import { badgeTones } from "@/components/ui/badge";
import { platformLabels, platformTones, statusTone } from "@/lib/leads/constants";
import { formatStatus } from "./lead-badges";
import { getLeadDisplayName, getSafeHref, isDocumentLead } from "./lead-display";
import { formatDateTime, toIsoString } from "./lead-format";
import { usePageSelection } from "./lead-row-controls";
import { useRowDialogs } from "./lead-row-dialogs";
import type { LeadColumnId } from "./leads-table-columns";
import type { LeadRowView } from "./lead-row-view";

const none = "—";

function Text({ value }: { value: string | null }) {
  return value ? (
    <span title={value} className="line-clamp-2 max-w-56 min-w-32">
      {value}
    </span>
  ) : (
    none
  );
}

/** The UTC date and time as text; `<time>` keeps it on one line (the table styles it). */
function DateText({ value }: { value: Date | string }) {
  return toIsoString(value) ? <time>{formatDateTime(value)}</time> : none;
}

function Url({ value }: { value: string | null }) {
  if (!value) return none;
  const href = getSafeHref(value);
  if (!href)
    return (
      <span title={value} className="block max-w-48 truncate">
        {value}
      </span>
    );
  return (
    <a href={href} target="_blank" rel="noreferrer nofollow" aria-describedby={newTabHintId}>
      <span className="truncate">{value.replace(/^https?:\/\/(www\.)?/, "")}</span>
      <TableIcon name="external" className="" />
    </a>
  );
}

function Cell({ id, lead, rowNumber }: { id: LeadColumnId; lead: LeadRowView; rowNumber: number }) {
  const { rowSelection, toggleRow } = usePageSelection();
  const { open, loadingId } = useRowDialogs();
  const label = getLeadDisplayName(lead);
  const busy = loadingId === lead.id || undefined;
  switch (id) {
    case "select":
      return (
        <td>
          <input
            type="checkbox"
            aria-label={`Select lead ${label}`}
            checked={rowSelection[String(lead.id)] === true}
            onChange={(event) => toggleRow(String(lead.id), event.target.checked)}
          />
        </td>
      );
    case "no":
      return <td>{rowNumber}</td>;
    case "name":
      return isDocumentLead(lead) ? (
        <td>
          <button
            type="button"
            className="focus-ring inline-flex h-8 items-center gap-1.5 rounded-md border border-input px-3 text-sm font-medium hover:bg-muted"
            aria-label={`View ${label}`}
            aria-busy={busy}
            onClick={() => open("view", lead)}
          >
            <TableIcon name="view" />
            View
          </button>
        </td>
      ) : (
        <td>
          <b>{lead.name}</b>
          {lead.company ? <small>{lead.company}</small> : null}
        </td>
      );
    case "platform":
      return (
        <td>
          <span data-badge="" className={badgeTones[platformTones[lead.platform]]}>
            {platformLabels[lead.platform]}
          </span>
        </td>
      );
    case "status":
      return (
        <td>
          <span data-badge="" className={badgeTones[statusTone(lead.status ?? "")]}>
            {formatStatus(lead.status)}
          </span>
        </td>
      );
    case "url":
      return (
        <td>
          <Url value={lead.url} />
        </td>
      );
    case "scrapedAt":
    case "updatedAt":
      return (
        <td>
          <DateText value={lead[id]} />
        </td>
      );
    case "headline":
    case "location":
    case "address":
      return (
        <td>
          <Text value={lead[id]} />
        </td>
      );
    case "actions":
      return (
        <td>
          <button
            type="button"
            data-icon=""
            aria-label={`Edit lead ${label}`}
            aria-busy={busy}
            onClick={() => open("edit", lead)}
          >
            <TableIcon name="edit" className="" />
          </button>
          <button
            type="button"
            data-icon="danger"
            aria-label={`Delete lead ${label}`}
            onClick={() => open("delete", lead)}
          >
            <TableIcon name="delete" className="" />
          </button>
        </td>
      );
    default:
      return <td />;
  }
}

/** The body rows of the leads table, from the page's rows (held by LeadPageSelection). */
export function LeadRows({ columns, firstRowNumber }: { columns: LeadColumnId[]; firstRowNumber: number }) {
  const { rows } = usePageSelection();
  return rows.map((lead, index) => (
    <tr key={lead.id}>
      {columns.map((id) => (
        <Cell key={id} id={id} lead={lead} rowNumber={firstRowNumber + index} />
      ))}
    </tr>
  ));
}
