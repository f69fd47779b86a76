"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { useLeadSelection } from "./lead-selection";
import { decodeLeadRows, type LeadRowView } from "./lead-row-view";

const PageRowsContext = createContext<LeadRowView[] | null>(null);

/** The rows of the page on screen, decoded once for the table body and the header checkbox. */
export function LeadPageRows({ rowsJson, children }: { rowsJson: string; children: ReactNode }) {
  const rows = useMemo(() => decodeLeadRows(rowsJson), [rowsJson]);
  return <PageRowsContext.Provider value={rows}>{children}</PageRowsContext.Provider>;
}

export function usePageRows(): LeadRowView[] {
  const rows = useContext(PageRowsContext);
  if (!rows) throw new Error("usePageRows must be used inside LeadPageRows");
  return rows;
}

/** The header's checkbox: selects or deselects every row of this page, leaving other pages' selection. */
export function LeadPageCheckbox() {
  const rows = usePageRows();
  const { selected, toggle } = useLeadSelection();
  const count = rows.filter((row) => selected.has(String(row.id))).length;
  const all = rows.length > 0 && count === rows.length;
  return (
    <Checkbox
      aria-label="Select all leads on this page"
      checked={all ? true : count > 0 ? "indeterminate" : false}
      onCheckedChange={(checked) => toggle(rows, checked === true)}
    />
  );
}
