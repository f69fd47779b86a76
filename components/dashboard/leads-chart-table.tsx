"use client";

import { useState } from "react";

const number = new Intl.NumberFormat("en-US");

/**
 * The chart's figures as a table, behind "Show as a table": its rows are built when it opens, so the
 * dashboard's answer carries the figures once (as data) rather than as a closed table's hundreds of cells.
 */
export function LeadsChartTable({
  caption,
  sources,
  rows,
}: {
  caption: string;
  sources: string[];
  /** One row per day with leads: the date, its count per source (in `sources` order) and its total. */
  rows: { date: string; counts: number[]; total: number }[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="focus-ring cursor-pointer rounded text-sm font-medium text-indigo-700">
        Show as a table
      </summary>
      {open ? (
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_td]:text-right [&_tbody_tr]:border-t [&_tbody_tr]:border-border">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-3">
                  Day
                </th>
                {sources.map((s) => (
                  <th key={s} scope="col" className="px-2 py-1 text-right">
                    {s}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="[&_th]:py-1 [&_th]:pr-3 [&_th]:text-left [&_th]:font-normal">
              {rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row">{row.date}</th>
                  {row.counts.map((count, i) => (
                    <td key={sources[i]}>{number.format(count)}</td>
                  ))}
                  <td className="font-medium">{number.format(row.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}
