"use client";

import { memo } from "react";
import { newTabHintId } from "@/components/data-table/new-tab-hint";
import { platformLabels, platformTones, statusTone } from "@/lib/leads/constants";
import { formatStatus } from "../lead-badges";
import { getLeadDisplayName, getSafeHref, isDocumentLead } from "../lead-display";
import { usePageRows } from "./lead-page-rows";
import { useRowDialogs, type RowDialogs } from "./lead-row-dialogs";
import type { LeadRowView } from "./lead-row-view";
import { useLeadSelection, type LeadSelection } from "./lead-selection";
import type { LeadColumnId } from "./leads-table-columns";

type RowProps = {
  lead: LeadRowView;
  columns: readonly LeadColumnId[];
  rowNumber: number;
  selected: boolean;
  busy: boolean;
  toggle: LeadSelection["toggle"];
  open: RowDialogs["open"];
};

function textValue(value: string | null) {
  return value ? <span title={value}>{value}</span> : "—";
}

function tagsValue(tags: readonly string[]) {
  if (!tags.length) return "—";
  return tags.map((tag) => (
    <span key={tag} data-badge="gray">
      {tag}
    </span>
  ));
}

function emailValue(email: string | null, status: string | null) {
  if (!email) return "—";
  return (
    <>
      {/* Cut to the column like a website's address; the browser shows the whole one on hover. */}
      <a href={`mailto:${email}`}>
        <span>{email}</span>
      </a>
      {status && status !== "unchecked" ? (
        <span data-badge={emailStatusTones[status] ?? "gray"}>{status}</span>
      ) : null}
    </>
  );
}

const emailStatusTones: Record<string, string> = {
  valid: "green",
  risky: "yellow",
  invalid: "red",
  unknown: "gray",
};

function linkValue(url: string | null) {
  if (!url) return "—";
  const href = getSafeHref(url);
  if (!href) {
    return (
      <span title={url} data-unsafe-url="">
        {url}
      </span>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer nofollow" aria-describedby={newTabHintId}>
      <span>{url.replace(/^https?:\/\/(www\.)?/, "")}</span>
    </a>
  );
}

/**
 * One row of the leads table, as the bare elements the table's CSS styles (`plainCells`). Memoised: a
 * click on one row's checkbox or button re-renders that row, not the page's fifty.
 */
const LeadRow = memo(function LeadRow({ lead, columns, rowNumber, selected, busy, toggle, open }: RowProps) {
  const label = getLeadDisplayName(lead);
  function cell(id: LeadColumnId) {
    switch (id) {
      case "select":
        return (
          <input
            type="checkbox"
            aria-label={`Select lead ${label}`}
            checked={selected}
            onChange={(event) => toggle([lead], event.currentTarget.checked)}
          />
        );
      case "no":
        return rowNumber;
      case "name":
        if (isDocumentLead(lead)) {
          // The spec's View button (the page or card as it was read) under the name the source gave.
          return (
            <>
              {lead.name.trim() ? <b>{lead.name}</b> : null}
              <button
                type="button"
                data-icon="view"
                aria-label={`View ${label}`}
                aria-busy={busy || undefined}
                onClick={() => open("view", lead)}
              >
                View
              </button>
            </>
          );
        }
        // The name opens the lead's form, as in any CRM: on a phone the row's Edit button is a scroll away.
        return (
          <button
            type="button"
            data-lead-name=""
            aria-busy={busy || undefined}
            onClick={() => open("edit", lead)}
          >
            {label}
          </button>
        );
      case "platform":
        return <span data-badge={platformTones[lead.platform]}>{platformLabels[lead.platform]}</span>;
      case "status":
        return <span data-badge={statusTone(lead.status ?? "")}>{formatStatus(lead.status)}</span>;
      case "url":
        return linkValue(lead.url);
      case "website":
        return linkValue(lead.website);
      case "email":
        return emailValue(lead.email, lead.emailStatus);
      case "tags":
        return tagsValue(lead.tags);
      case "scrapedAt":
      case "updatedAt":
        return <time>{lead[id]}</time>;
      case "phone":
        return lead.phone ? (
          <span title={lead.phone} data-phone="">
            {lead.phone}
          </span>
        ) : (
          "—"
        );
      case "company":
      case "title":
      case "headline":
      case "location":
      case "address":
        return textValue(lead[id]);
      case "actions":
        return (
          <>
            <button
              type="button"
              data-icon="edit"
              aria-label={`Edit lead ${label}`}
              aria-busy={busy || undefined}
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
  return (
    <tr>
      {columns.map((id) => (
        <td key={id}>{cell(id)}</td>
      ))}
    </tr>
  );
});

/** The leads table's rows: the page's rows (LeadPageRows), the selection and the row dialogs. */
export function LeadRows({ columns, firstRowNumber }: { columns: LeadColumnId[]; firstRowNumber: number }) {
  const rows = usePageRows();
  const { selected, toggle } = useLeadSelection();
  const { open, loadingId } = useRowDialogs();
  return rows.map((lead, index) => (
    <LeadRow
      key={lead.id}
      lead={lead}
      columns={columns}
      rowNumber={firstRowNumber + index}
      selected={selected.has(String(lead.id))}
      busy={loadingId === lead.id}
      toggle={toggle}
      open={open}
    />
  ));
}
