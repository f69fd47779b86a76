import type { MappingPreview } from "./mapping-requests";

/** The first rows as the import will store them (or why a row will be skipped). */
export function MappedRowsPreview({ rows }: { rows: MappingPreview["rows"] }) {
  const labels = [...new Set(rows.flatMap((r) => Object.keys(r.values)))];
  if (!rows.length)
    return <p className="text-sm text-muted-foreground">The file has no data rows to preview.</p>;
  return (
    <div
      className="overflow-x-auto rounded-md border border-border"
      tabIndex={0}
      role="region"
      aria-label="Preview of the first rows"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The first rows as they will be stored</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Row
            </th>
            {labels.map((label) => (
              <th key={label} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="border-t border-border align-top">
              <th scope="row" className="px-2 py-1.5 font-normal text-muted-foreground">
                {row.row}
              </th>
              {row.skipped ? (
                <td colSpan={Math.max(1, labels.length)} className="px-2 py-1.5 text-warning">
                  Skipped: {row.skipped}
                </td>
              ) : (
                labels.map((label) => (
                  <td key={label} className="max-w-60 truncate px-2 py-1.5" title={row.values[label]}>
                    {row.values[label] ?? ""}
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
