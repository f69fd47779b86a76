"use client";

import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useTable, type RowSelectionState, type Updater } from "@tanstack/react-table";
import { DataTable, DataTableCell, DataTableRow } from "@/components/data-table/data-table";
import type { LeadRow } from "@/lib/leads/types";
import {
  defaultSortOrder,
  leadSortColumns,
  type LeadSortColumn,
  type SortDirection,
} from "@/lib/leads/validations";
import { DeleteLeadDialog } from "./delete-lead-dialog";
import { EditLeadDialog } from "./edit-lead/edit-lead-dialog";
import { useLeadSelection } from "./lead-selection";
import { buildHref } from "./leads-href";
import { getLeadColumns, leadColumnClassNames, leadsTableFeatures } from "./leads-table-columns";
import { LeadJsonViewerDialog } from "./json-viewer-dialog";

export type LeadsTableProps = {
  rows: LeadRow[];
  firstRowNumber: number;
  sort: LeadSortColumn;
  dir: SortDirection;
  basePath: string;
  query: string;
  /** Columns to hide, e.g. Address outside maps in By Source. */
  hiddenColumns?: readonly string[];
  caption: string;
  emptyState: ReactNode;
};

function isSortColumn(id: string): id is LeadSortColumn {
  return (leadSortColumns as readonly string[]).includes(id);
}

/** The leads table: server-sorted, server-paged rows; selection, View, Edit and Delete happen here. */
export function LeadsTable({
  rows,
  firstRowNumber,
  sort,
  dir,
  basePath,
  query,
  hiddenColumns = [],
  caption,
  emptyState,
}: LeadsTableProps) {
  const { selected, setSelected } = useLeadSelection();
  const [viewing, setViewing] = useState<LeadRow | null>(null);
  const [editing, setEditing] = useState<LeadRow | null>(null);
  const [deleting, setDeleting] = useState<LeadRow | null>(null);
  const handlers = useMemo(() => ({ onView: setViewing, onEdit: setEditing, onDelete: setDeleting }), []);
  const columns = useMemo(() => getLeadColumns(handlers, firstRowNumber), [handlers, firstRowNumber]);
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...selected.keys()].map((id) => [id, true])),
    [selected],
  );
  const sorting = useMemo(() => [{ id: sort, desc: dir === "desc" }], [sort, dir]);
  const columnVisibility = useMemo(
    () => Object.fromEntries(hiddenColumns.map((id) => [id, false])),
    [hiddenColumns],
  );

  const changeSelection = useCallback(
    (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === "function" ? updater(rowSelection) : updater;
      const platforms = new Map(rows.map((row) => [String(row.id), row.platform as string]));
      const map = new Map<string, string>();
      for (const [id, isSelected] of Object.entries(next)) {
        const platform = platforms.get(id) ?? selected.get(id);
        if (isSelected && platform) map.set(id, platform);
      }
      setSelected(map);
    },
    [rowSelection, rows, selected, setSelected],
  );

  const table = useTable({
    features: leadsTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    state: { rowSelection, sorting, columnVisibility },
    onRowSelectionChange: changeSelection,
    manualSorting: true,
    enableMultiSort: false,
  });

  const headerColumns = (table.getHeaderGroups()[0]?.headers ?? []).map((header) => {
    const id = header.column.id;
    const sortable = header.column.getCanSort() && isSortColumn(id);
    const active = header.column.getIsSorted();
    const nextOrder = active
      ? active === "asc"
        ? "desc"
        : "asc"
      : isSortColumn(id)
        ? defaultSortOrder(id)
        : "asc";
    return {
      id,
      header: <table.FlexRender header={header} />,
      className: leadColumnClassNames[id],
      sortHref: sortable ? buildHref(basePath, query, { sort: id, dir: nextOrder }) : undefined,
      sortDirection: active,
    };
  });

  return (
    <>
      <DataTable caption={caption} columns={headerColumns} emptyState={emptyState}>
        {rows.length > 0
          ? table.getRowModel().rows.map((row) => (
              <DataTableRow
                key={row.id}
                data-state={row.getIsSelected() ? "selected" : undefined}
                className="data-[state=selected]:bg-primary-subtle"
              >
                {row.getVisibleCells().map((cell) => (
                  <DataTableCell key={cell.id} className={leadColumnClassNames[cell.column.id]}>
                    <table.FlexRender cell={cell} />
                  </DataTableCell>
                ))}
              </DataTableRow>
            ))
          : null}
      </DataTable>
      <LeadJsonViewerDialog lead={viewing} onClose={() => setViewing(null)} />
      <EditLeadDialog lead={editing} onOpenChange={(open) => (open ? undefined : setEditing(null))} />
      <DeleteLeadDialog lead={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
