/**
 * The table kit every list screen uses (leads, lead lists, a list's leads, projects, scrape results,
 * billing invoices). A new table:
 *
 * 1. Keeps its view state in the URL. Parse the page's search params on the server with the same zod
 *    schema as its API; declare which keys restart which pagination once (`UrlStateOptions`, see
 *    components/leads/leads-href.ts) and wrap the screen in `<TableUrlStateProvider options={...}>`.
 * 2. Renders `<DataTableToolbar>` with `<SearchBox query={query} value={params.q} ... />` and
 *    `<FacetedFilters query={query} groups={[...]} />`; these push the next URL (`useUrlUpdate`).
 * 3. Renders `<DataTable caption columns={[{ id, header, sortHref?, sortDirection? }]} emptyState>` with
 *    its rows: `rows` (one array of cells per row) or `<DataTableRow>`s as children. For long pages pass
 *    `tableClassName={plainCells}` and put bare elements in the cells (styles and row icons come from the
 *    table, not from each cell), as components/leads/table/lead-rows.tsx does; send the client only the fields
 *    the rows show and fetch the rest when a row is opened (lead-row-view.ts, lead-row-dialogs.tsx).
 *    Row selection is a set of ids in state (components/leads/table/lead-selection.tsx). A last column of
 *    row actions takes `pinLastColumn`, so it stays in view while the table scrolls sideways.
 *    `<DataTableSkeleton />` is the Suspense fallback.
 * 4. Ends with `<Pagination summary pageLabel firstHref prevHref nextHref lastHref />` (links built with
 *    `buildUrl`) and `<PageSizeSelect query value sizes />`.
 */
import type { ComponentProps, ReactNode } from "react";
import Link from "next/link";
import styles from "./data-table.module.css";
import { NewTabHint } from "./new-tab-hint";
import { cn } from "@/lib/utils";

export type DataTableColumn = {
  id: string;
  header: ReactNode;
  className?: string;
  /** When set, the header becomes a link to this URL (sorting lives in the URL). */
  sortHref?: string;
  sortDirection?: "asc" | "desc" | false;
};

export type DataTableProps = {
  /** Names the table and its scroll region; visually hidden unless showCaption. */
  caption: string;
  showCaption?: boolean;
  columns: DataTableColumn[];
  /** One array of cells per row, in column order. Ignored when children are given. */
  rows?: ReactNode[][];
  /** Custom <DataTableRow>s (or `<tr>`s), e.g. rows with their own controls. */
  children?: ReactNode;
  emptyState?: ReactNode;
  /** Classes for the scroll container; it caps the height so the header can stick. */
  className?: string;
  /** Classes for the <table>, e.g. `plainCells`. */
  tableClassName?: string;
  /** Keeps the last column (the row actions) in view while the table scrolls sideways. */
  pinLastColumn?: boolean;
};

const ariaSort = { asc: "ascending", desc: "descending" } as const;

/** A sortable header is a link to the next order; the table's CSS draws its arrow from aria-sort. */
function HeaderCell({ column }: { column: DataTableColumn }) {
  const { sortHref, sortDirection } = column;
  return (
    <th
      scope="col"
      aria-sort={sortHref ? (sortDirection ? ariaSort[sortDirection] : "none") : undefined}
      className={column.className}
    >
      {sortHref ? (
        <Link href={sortHref} prefetch={false}>
          {column.header}
        </Link>
      ) : (
        column.header
      )}
    </th>
  );
}

/**
 * Opt-in (`tableClassName={plainCells}`) for tables with many rows: cells then hold bare elements that
 * the table styles (data-table.module.css): `<input type="checkbox">` (a selected row is highlighted),
 * `<b>` over `<small>` (a name and its detail), `<a><span>` (an external link, with its icon),
 * `<span title>` (text clamped to two lines), `<span data-badge={tone}>` (a badge in one of
 * the BadgeTone tones), `<button data-icon="edit" | "delete" | "view">` (an icon button; delete in red,
 * view with its text), `<time>` (never wraps).
 */
export const plainCells = styles.plain;

export function DataTableRow(props: ComponentProps<"tr">) {
  return <tr {...props} />;
}

export function DataTableCell(props: ComponentProps<"td">) {
  return <td {...props} />;
}

export function DataTable({
  caption,
  showCaption,
  columns,
  rows,
  children,
  emptyState,
  className,
  tableClassName,
  pinLastColumn,
}: DataTableProps) {
  const isEmpty = !children && !rows?.length;
  return (
    // Focusable so keyboard users can scroll it sideways (axe: scrollable-region-focusable).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        // A size container, so the empty state below can be exactly as wide as the visible region.
        "focus-ring @container max-h-[70vh] w-full overflow-auto rounded-lg border border-border",
        className,
      )}
    >
      <NewTabHint />
      <table className={cn(styles.table, pinLastColumn && styles.pinEnd, tableClassName)}>
        <caption className={showCaption ? "px-3 py-2 text-left font-medium" : "sr-only"}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {children ??
            rows?.map((cells, rowIndex) => (
              <DataTableRow key={rowIndex}>
                {cells.map((cell, cellIndex) => (
                  <DataTableCell
                    key={columns[cellIndex]?.id ?? cellIndex}
                    className={columns[cellIndex]?.className}
                  >
                    {cell}
                  </DataTableCell>
                ))}
              </DataTableRow>
            ))}
          {isEmpty ? (
            <tr>
              <td colSpan={columns.length} className="p-0!">
                {/* Pinned to the visible part of a table wider than the screen: read without scrolling sideways. */}
                <div className="sticky left-0 w-[100cqw]">
                  {emptyState ?? <p className="px-3 py-10 text-center text-muted-foreground">No results.</p>}
                </div>
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
