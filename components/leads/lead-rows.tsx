"use client";

import { useLayoutEffect, useMemo, useRef, type MouseEvent } from "react";
import { usePageSelection } from "./lead-row-controls";
import { useRowDialogs } from "./lead-row-dialogs";
import { leadRowCellsHtml } from "./lead-row-html";
import type { LeadColumnId } from "./leads-table-columns";

/**
 * The body of the leads table, from the page's rows (held by LeadPageSelection), as one HTML string
 * (lead-row-html.ts, every value escaped): fifty rows of a dozen cells rendered element by element cost
 * more server time than the rest of the page (issue 17). The string depends only on the rows, so
 * selecting a row or opening its dialog never replaces it (focus stays put): checkboxes and busy buttons
 * are updated in place, and one click handler serves every row's controls.
 */
export function LeadRows({ columns, firstRowNumber }: { columns: LeadColumnId[]; firstRowNumber: number }) {
  const { rows, rowSelection, toggleRow } = usePageSelection();
  const { open, loadingId } = useRowDialogs();
  const body = useRef<HTMLTableSectionElement>(null);
  const html = useMemo(() => {
    let markup = "";
    for (let index = 0; index < rows.length; index++) {
      markup += `<tr>${leadRowCellsHtml(rows[index]!, columns, firstRowNumber + index)}</tr>`;
    }
    return markup;
  }, [rows, columns, firstRowNumber]);

  useLayoutEffect(() => {
    const rendered = body.current?.rows;
    if (!rendered) return;
    rows.forEach((lead, index) => {
      const row = rendered[index];
      const checkbox = row?.querySelector<HTMLInputElement>("td > input[type=checkbox]");
      if (checkbox) checkbox.checked = rowSelection[String(lead.id)] === true;
      for (const button of row?.querySelectorAll("button[data-icon=view], button[data-icon=edit]") ?? []) {
        if (lead.id === loadingId) button.setAttribute("aria-busy", "true");
        else button.removeAttribute("aria-busy");
      }
    });
  }, [rows, html, rowSelection, loadingId]);

  function handleClick(event: MouseEvent<HTMLTableSectionElement>) {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const row = target.closest("tr");
    const lead = row ? rows[row.sectionRowIndex] : undefined;
    if (!lead) return;
    if (target instanceof HTMLInputElement && target.type === "checkbox") {
      toggleRow(String(lead.id), target.checked);
      return;
    }
    const action = target.closest<HTMLElement>("button[data-icon]")?.dataset.icon;
    if (action === "view" || action === "edit" || action === "delete") open(action, lead);
  }

  return <tbody ref={body} onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
