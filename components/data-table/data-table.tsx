import type { ComponentProps, ReactNode } from "react";
import Link from "next/link";
import { TableIcon, TableIconSprite } from "./icon-sprite";
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
  /** Custom <DataTableRow>s, e.g. from TanStack Table. */
  children?: ReactNode;
  emptyState?: ReactNode;
  /** Classes for the scroll container; it caps the height so the header can stick. */
  className?: string;
  /** Classes for the <table>, e.g. `plainCells`. */
  tableClassName?: string;
};

const ariaSort = { asc: "ascending", desc: "descending" } as const;

function HeaderCell({ column }: { column: DataTableColumn }) {
  const { sortHref, sortDirection } = column;
  const icon = sortDirection === "asc" ? "sort-asc" : sortDirection === "desc" ? "sort-desc" : "sort";
  return (
    <th
      scope="col"
      aria-sort={sortHref ? (sortDirection ? ariaSort[sortDirection] : "none") : undefined}
      className={column.className}
    >
      {sortHref ? (
        <Link href={sortHref} prefetch={false}>
          {column.header}
          <TableIcon name={icon} className={cn("size-3.5", !sortDirection && "text-slate-500")} />
        </Link>
      ) : (
        column.header
      )}
    </th>
  );
}

/**
 * Cells take their look from the table (one class list per page, not one per cell): a 50-row page then
 * costs its data, not 600 copies of the same classes.
 */
const tableStyles = cn(
  "w-full border-collapse text-sm",
  "[&_th]:sticky [&_th]:top-0 [&_th]:z-10 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2.5 [&_th]:text-left [&_th]:text-xs [&_th]:font-semibold [&_th]:tracking-wide [&_th]:whitespace-nowrap [&_th]:text-slate-700 [&_th]:uppercase [&_th]:shadow-[inset_0_-1px_0] [&_th]:shadow-border",
  "[&_th>a]:focus-ring-inset [&_th>a]:-mx-1 [&_th>a]:inline-flex [&_th>a]:items-center [&_th>a]:gap-1 [&_th>a]:rounded-sm [&_th>a]:px-1 [&_th>a:hover]:text-foreground",
  "[&_tbody>tr]:border-b [&_tbody>tr]:border-border [&_tbody>tr:last-child]:border-0 [&_tbody>tr:hover]:bg-slate-50",
  "[&_td]:px-3 [&_td]:py-2.5 [&_td]:align-middle",
);

/**
 * Opt-in (`tableClassName={plainCells}`) for tables with many rows: cells then hold bare elements that
 * the table styles: `<input type="checkbox">` (a selected row is highlighted), `<b>` over `<small>` (a
 * name and its detail), `<a>` (an external link), `<span data-badge className={badgeTones[tone]}>`,
 * `<button data-icon>` (an icon button; `data-icon="danger"` in red), `<time>` (never wraps).
 */
export const plainCells = cn(
  "[&_tbody>tr:has(>td>input:checked)]:bg-primary-subtle [&_time]:whitespace-nowrap",
  "[&_td>input]:size-4 [&_td>input]:cursor-pointer [&_td>input]:accent-primary",
  "[&_td>b]:block [&_td>b]:min-w-36 [&_td>b]:font-medium [&_td>small]:block [&_td>small]:text-xs [&_td>small]:text-muted-foreground",
  "[&_td>a]:focus-ring [&_td>a]:relative [&_td>a]:inline-flex [&_td>a]:max-w-48 [&_td>a]:items-center [&_td>a]:gap-1 [&_td>a]:text-indigo-700 [&_td>a:hover]:underline [&_td>a>svg]:size-3.5 [&_td>a>svg]:shrink-0 [&_td_button[data-icon]>svg]:size-4 [&_td:nth-child(2)]:tabular-nums",
  "[&_[data-badge]]:inline-flex [&_[data-badge]]:rounded-md [&_[data-badge]]:px-2 [&_[data-badge]]:py-0.5 [&_[data-badge]]:text-xs [&_[data-badge]]:font-medium [&_[data-badge]]:whitespace-nowrap [&_[data-badge]]:ring-1 [&_[data-badge]]:ring-inset",
  "[&_button[data-icon]]:focus-ring [&_button[data-icon]]:inline-flex [&_button[data-icon]]:size-8 [&_button[data-icon]]:items-center [&_button[data-icon]]:justify-center [&_button[data-icon]]:rounded-md [&_button[data-icon]:hover]:bg-muted [&_button[data-icon=danger]]:text-red-700",
);

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
}: DataTableProps) {
  const isEmpty = !children && !rows?.length;
  return (
    // Focusable so keyboard users can scroll it sideways (axe: scrollable-region-focusable).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        "focus-ring max-h-[70vh] w-full overflow-auto rounded-lg border border-border",
        className,
      )}
    >
      <TableIconSprite />
      <table className={cn(tableStyles, tableClassName)}>
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
                {emptyState ?? <p className="px-3 py-10 text-center text-muted-foreground">No results.</p>}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What a table shows while its rows load: a header and as many row bars as a viewport shows (10), one
 * bar per row rather than one per cell, so the fallback streamed with every page stays small.
 */
export function DataTableSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="w-full overflow-hidden rounded-lg border border-border">
      <span className="sr-only">Loading table</span>
      {/* One element: a header band and `rows` row bars drawn by a repeating gradient. */}
      <div
        aria-hidden="true"
        className="animate-pulse bg-[linear-gradient(var(--color-slate-50)_2.75rem,transparent_0),repeating-linear-gradient(transparent_0_0.875rem,var(--color-slate-200)_0.875rem_1.875rem,transparent_1.875rem_2.75rem)] bg-clip-content px-3"
        style={{ height: `${(rows + 1) * 2.75}rem` }}
      />
    </div>
  );
}
