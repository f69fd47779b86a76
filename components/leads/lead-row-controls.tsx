"use client";

import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import {
  constructTable,
  rowSelectionFeature,
  tableFeatures,
  type RowSelectionState,
  type Updater,
} from "@tanstack/react-table";
import { storeReactivityBindings } from "@tanstack/table-core/store-reactivity-bindings";
import { Checkbox } from "@/components/ui/checkbox";
import { useLeadSelection } from "./lead-selection";
import { decodeLeadRows, type LeadRowView } from "./lead-row-view";

const selectionFeatures = tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  rowSelectionFeature,
});
const noColumns: [] = [];

/**
 * TanStack Table's selection model over the page's rows, built when a checkbox is used: a server render
 * never changes the selection, and building the table on every render cost the page a table instance
 * per request (issue 17).
 */
function selectionModel(
  rows: LeadRowView[],
  rowSelection: RowSelectionState,
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void,
) {
  return constructTable({
    features: selectionFeatures,
    columns: noColumns,
    data: rows,
    getRowId: (row) => String(row.id),
    state: { rowSelection },
    onRowSelectionChange,
  });
}

type PageSelection = {
  rows: LeadRowView[];
  rowSelection: RowSelectionState;
  toggleRow: (id: string, on: boolean) => void;
  toggleAll: (on: boolean) => void;
  all: boolean;
  some: boolean;
};

const PageSelectionContext = createContext<PageSelection | null>(null);

/**
 * The page's rows and their selection: TanStack Table's model changes the row selection; the header
 * checkbox and LeadRows read it. Selection survives paging (LeadSelectionProvider keeps ids and platforms).
 */
export function LeadPageSelection({ rowsJson, children }: { rowsJson: string; children: ReactNode }) {
  const rows = useMemo(() => decodeLeadRows(rowsJson), [rowsJson]);
  const { selected, setSelected } = useLeadSelection();
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected.keys()].map((id) => [id, true])),
    [selected],
  );
  const changeSelection = useCallback(
    (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === "function" ? updater(rowSelection) : updater;
      const platforms = new Map<string, string>(rows.map((row) => [String(row.id), row.platform]));
      const map = new Map<string, string>();
      for (const [id, isSelected] of Object.entries(next)) {
        const platform = platforms.get(id) ?? selected.get(id);
        if (isSelected && platform) map.set(id, platform);
      }
      setSelected(map);
    },
    [rowSelection, rows, selected, setSelected],
  );
  const value = useMemo<PageSelection>(() => {
    const count = rows.filter((row) => rowSelection[String(row.id)]).length;
    return {
      rows,
      rowSelection,
      toggleRow: (id, on) =>
        selectionModel(rows, rowSelection, changeSelection).getRow(id).toggleSelected(on),
      toggleAll: (on) => selectionModel(rows, rowSelection, changeSelection).toggleAllPageRowsSelected(on),
      all: rows.length > 0 && count === rows.length,
      some: count > 0 && count < rows.length,
    };
  }, [rows, rowSelection, changeSelection]);
  return <PageSelectionContext.Provider value={value}>{children}</PageSelectionContext.Provider>;
}

export function usePageSelection(): PageSelection {
  const value = useContext(PageSelectionContext);
  if (!value) throw new Error("usePageSelection must be used inside LeadPageSelection");
  return value;
}

export function LeadPageCheckbox() {
  const { all, some, toggleAll } = usePageSelection();
  return (
    <Checkbox
      aria-label="Select all leads on this page"
      checked={all ? true : some ? "indeterminate" : false}
      onCheckedChange={toggleAll}
    />
  );
}
