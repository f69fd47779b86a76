import type { CSSProperties } from "react";

// Drawn inline rather than from data-table.module.css: a route's loading state that imported the table's
// stylesheet would have every prefetch of that route preload it (unused, which Chromium warns about).
const bars: CSSProperties = {
  backgroundImage: [
    "linear-gradient(var(--color-slate-50, #f8fafc) 2.75rem, transparent 0)",
    "repeating-linear-gradient(transparent 0 0.875rem, var(--color-slate-200, #e2e8f0) 0.875rem 1.875rem, transparent 1.875rem 2.75rem)",
  ].join(", "),
};

/**
 * What a table shows while its rows load: a header and as many row bars as a viewport shows (10), one
 * element drawing every bar rather than one per cell, so the fallback streamed with every page stays small.
 */
export function DataTableSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <div aria-busy="true" className="w-full overflow-hidden rounded-lg border border-border">
      <span className="sr-only">Loading table</span>
      <div
        aria-hidden="true"
        className="animate-pulse bg-clip-content px-3"
        style={{ ...bars, height: `${(rows + 1) * 2.75}rem` }}
      />
    </div>
  );
}
