import type { ReactNode } from "react";
import { DataTable, plainCells, type DataTableColumn } from "@/components/data-table/data-table";
import { leadTableColumnLabels, type LeadTableColumnId } from "@/lib/leads/table-columns";
import type { LeadSummary } from "@/lib/leads/types";
import { defaultSortOrder, type LeadSortColumn, type SortDirection } from "@/lib/leads/validations";
import { LeadPageCheckbox, LeadPageRows } from "./lead-page-rows";
import { LeadRowDialogsProvider } from "./lead-row-dialogs";
import { encodeLeadRows } from "./lead-row-view";
import { LeadRows } from "./lead-rows";
import { buildHref } from "../leads-href";
import { leadColumnClassNames, leadSortableColumns, type LeadColumnId } from "./leads-table-columns";

export type LeadsTableProps = {
  rows: LeadSummary[];
  firstRowNumber: number;
  sort: LeadSortColumn;
  dir: SortDirection;
  basePath: string;
  query: string;
  /** The user's columns in their order (By Source leaves out another platform's columns). */
  columns: readonly LeadTableColumnId[];
  caption: string;
  emptyState: ReactNode;
  /** The workspace's time zone, which the dates are written in. */
  timeZone: string;
};

const fixedHeaders: Partial<Record<LeadColumnId, string>> = { no: "No.", actions: "Actions" };

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
  columns,
  caption,
  emptyState,
  timeZone,
}: LeadsTableProps) {
  const visible: LeadColumnId[] = ["select", "no", ...columns, "actions"];
  const headers: DataTableColumn[] = visible.map((id) => {
    const sortKey = leadSortableColumns[id];
    const active = sortKey && sortKey === sort ? dir : false;
    const nextOrder = active
      ? active === "asc"
        ? "desc"
        : "asc"
      : sortKey
        ? defaultSortOrder(sortKey)
        : "asc";
    return {
      id,
      header:
        id === "select" ? (
          <LeadPageCheckbox />
        ) : (
          (fixedHeaders[id] ?? leadTableColumnLabels[id as LeadTableColumnId])
        ),
      className: leadColumnClassNames[id],
      sortHref: sortKey ? buildHref(basePath, query, { sort: sortKey, dir: nextOrder }) : undefined,
      sortDirection: active,
    };
  });

  return (
    <LeadRowDialogsProvider>
      <LeadPageRows rowsJson={encodeLeadRows(rows, timeZone)}>
        <DataTable
          caption={caption}
          columns={headers}
          emptyState={emptyState}
          tableClassName={plainCells}
          pinLastColumn
        >
          {rows.length > 0 ? <LeadRows columns={visible} firstRowNumber={firstRowNumber} /> : undefined}
        </DataTable>
      </LeadPageRows>
    </LeadRowDialogsProvider>
  );
}
