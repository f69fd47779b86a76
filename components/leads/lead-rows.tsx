"use client";

import { useLayoutEffect, useMemo, useRef, type MouseEvent } from "react";
import { usePageSelection } from "./lead-row-controls";
import { useRowDialogs } from "./lead-row-dialogs";
import { leadRowCellsHtml } from "./lead-row-html";
import type { LeadColumnId } from "./leads-table-columns";

/**
 * The body rows of the leads table, from the page's rows (held by LeadPageSelection). Each row's cells
 * are one HTML string (lead-row-html.ts, every value escaped): fifty rows of a dozen cells rendered
 * element by element cost more server time than the rest of the page (issue 17). A row's string depends
 * only on its lead, so selecting a row or opening its dialog never replaces the cells (focus stays put):
 * checkboxes and busy buttons are updated in place, and one click handler per row serves its controls.
 */
export function LeadRows({ columns, firstRowNumber }: { columns: LeadColumnId[]; firstRowNumber: number }) {
  const { rows, rowSelection, toggleRow } = usePageSelection();
  const { open, loadingId } = useRowDialogs();
  const firstRow = useRef<HTMLTableRowElement>(null);
  const cells = useMemo(
    () => rows.map((lead, index) => leadRowCellsHtml(lead, columns, firstRowNumber + index)),
    [rows, columns, firstRowNumber],
  );

  useLayoutEffect(() => {
    const rendered = firstRow.current?.parentElement?.children;
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
  }, [rows, cells, rowSelection, loadingId]);

  function handleClick(event: MouseEvent<HTMLTableRowElement>, index: number) {
    const lead = rows[index];
    const target = event.target;
    if (!lead || !(target instanceof HTMLElement)) return;
    if (target instanceof HTMLInputElement && target.type === "checkbox") {
      toggleRow(String(lead.id), target.checked);
      return;
    }
    const action = target.closest<HTMLElement>("button[data-icon]")?.dataset.icon;
    if (action === "view" || action === "edit" || action === "delete") open(action, lead);
  }

  return rows.map((lead, index) => (
    <tr
      key={lead.id}
      ref={index === 0 ? firstRow : undefined}
      onClick={(event) => handleClick(event, index)}
      dangerouslySetInnerHTML={{ __html: cells[index]! }}
    />
  ));
}
