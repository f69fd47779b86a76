import type { ComponentProps, ReactNode } from "react";
import Link from "next/link";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
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
};

const ariaSort = { asc: "ascending", desc: "descending" } as const;

function HeaderCell({ column }: { column: DataTableColumn }) {
  const { sortHref, sortDirection } = column;
  const SortIcon = sortDirection === "asc" ? ArrowUp : sortDirection === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sortHref ? (sortDirection ? ariaSort[sortDirection] : "none") : undefined}
      className={cn(
        "sticky top-0 z-10 bg-slate-50 px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase shadow-[inset_0_-1px_0] shadow-border",
        column.className,
      )}
    >
      {sortHref ? (
        <Link
          href={sortHref}
          className="focus-ring-inset -mx-1 inline-flex items-center gap-1 rounded-sm px-1 hover:text-foreground"
        >
          {column.header}
          <SortIcon aria-hidden="true" className={cn("size-3.5", !sortDirection && "text-slate-500")} />
        </Link>
      ) : (
        column.header
      )}
    </th>
  );
}

export function DataTableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr className={cn("border-b border-border last:border-0 hover:bg-slate-50", className)} {...props} />
  );
}

export function DataTableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-3 py-2.5 align-middle", className)} {...props} />;
}

export function DataTable({
  caption,
  showCaption,
  columns,
  rows,
  children,
  emptyState,
  className,
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
      <table className="w-full border-collapse text-sm">
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
              <td colSpan={columns.length} className="p-0">
                {emptyState ?? <p className="px-3 py-10 text-center text-muted-foreground">No results.</p>}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

export function DataTableSkeleton({ columns, rows = 10 }: { columns: number; rows?: number }) {
  return (
    <div aria-busy="true" className="w-full overflow-hidden rounded-lg border border-border">
      <span className="sr-only">Loading table</span>
      <table aria-hidden="true" className="w-full border-collapse">
        <tbody>
          {Array.from({ length: rows + 1 }, (_, row) => (
            <tr key={row} className={cn("border-b border-border last:border-0", row === 0 && "bg-slate-50")}>
              {Array.from({ length: columns }, (_, column) => (
                <td key={column} className="px-3 py-3">
                  <Skeleton className={cn("h-4", row === 0 ? "w-16" : "w-full max-w-40")} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
