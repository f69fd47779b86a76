import type { ReactNode } from "react";
import { DataTable, plainCells, type DataTableColumn } from "@/components/data-table/data-table";
import type { LeadSummary } from "@/lib/leads/types";
import {
  defaultSortOrder,
  leadSortColumns,
  type LeadSortColumn,
  type SortDirection,
} from "@/lib/leads/validations";
import { LeadPageCheckbox, LeadPageRows } from "./lead-page-rows";
import { LeadRowDialogsProvider } from "./lead-row-dialogs";
import { encodeLeadRows } from "./lead-row-view";
import { LeadRows } from "./lead-rows";
import { buildHref } from "./leads-href";
import { getLeadColumnId, leadColumnClassNames, leadColumns } from "./leads-table-columns";

export type LeadsTableProps = {
  rows: LeadSummary[];
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

/**
 * The leads table: server-sorted, server-paged. The header (sort links) renders on the server; the rows
 * reach the client as the fields they show (one JSON string, no `data` JSON) and render as bare elements
 * styled by the table (`plainCells`), with one View/Edit/Delete dialog for the table that fetches its
 * lead when opened.
 */
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
  const visible = leadColumns.filter((column) => !hiddenColumns.includes(getLeadColumnId(column)));
  const headers: DataTableColumn[] = visible.map((column) => {
    const id = getLeadColumnId(column);
    const sortable = column.enableSorting !== false && isSortColumn(id);
    const active = sortable && id === sort ? dir : false;
    const nextOrder = active ? (active === "asc" ? "desc" : "asc") : sortable ? defaultSortOrder(id) : "asc";
    return {
      id,
      header: id === "select" ? <LeadPageCheckbox /> : String(column.header ?? id),
      className: leadColumnClassNames[id],
      sortHref: sortable ? buildHref(basePath, query, { sort: id, dir: nextOrder }) : undefined,
      sortDirection: active,
    };
  });

  return (
    <LeadRowDialogsProvider>
      <LeadPageRows rowsJson={encodeLeadRows(rows)}>
        <DataTable caption={caption} columns={headers} emptyState={emptyState} tableClassName={plainCells}>
          {rows.length > 0 ? (
            <LeadRows columns={visible.map(getLeadColumnId)} firstRowNumber={firstRowNumber} />
          ) : undefined}
        </DataTable>
      </LeadPageRows>
    </LeadRowDialogsProvider>
  );
}
