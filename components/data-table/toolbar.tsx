import type { ReactNode } from "react";

/** The row above a table: search first, then filters and view options; stacks on narrow screens. */
export function DataTableToolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">{children}</div>;
}
