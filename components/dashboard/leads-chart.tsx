import { platformLabels, type LeadPlatform } from "@/lib/leads/constants";

// One colour per source, each at least 3:1 against white (WCAG non-text contrast).
const colours: Record<LeadPlatform, string> = {
  linkedin: "#1d4ed8",
  maps: "#15803d",
  instagram: "#be185d",
  web: "#7c3aed",
  ocr: "#c2410c",
  crm: "#475569",
};

export type LeadsPerDay = { day: string; platform: LeadPlatform; count: number }[];

/** The last `days` UTC dates, oldest first, as YYYY-MM-DD. */
function lastDays(days: number, today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

const number = new Intl.NumberFormat("en-US");

/**
 * Leads added per day by source: stacked bars drawn as inline SVG (no chart library in the bundle), with
 * the same figures as a table for screen readers and anyone who prefers numbers.
 */
export function LeadsChart({ data, days }: { data: LeadsPerDay; days: number }) {
  const dates = lastDays(days);
  const sources = (Object.keys(platformLabels) as LeadPlatform[]).filter((p) =>
    data.some((d) => d.platform === p),
  );
  const byDay = new Map(dates.map((d) => [d, new Map<LeadPlatform, number>()]));
  for (const row of data) byDay.get(row.day)?.set(row.platform, row.count);
  const totals = dates.map((d) => [...(byDay.get(d)?.values() ?? [])].reduce((a, b) => a + b, 0));
  const max = Math.max(1, ...totals);
  const total = totals.reduce((a, b) => a + b, 0);
  const width = 600;
  const height = 160;
  const slot = width / dates.length;
  const bar = Math.max(2, slot - 4);

  if (total === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No leads were added in the last {days} days.
      </p>
    );

  return (
    <div className="grid gap-3">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${number.format(total)} leads added in the last ${days} days; the table below has the figures per day and source.`}
        className="h-40 w-full"
        preserveAspectRatio="none"
      >
        {dates.map((date, i) => {
          let y = height;
          return sources.map((source) => {
            const count = byDay.get(date)?.get(source) ?? 0;
            if (!count) return null;
            const h = (count / max) * (height - 4);
            y -= h;
            return (
              <rect
                key={`${date}-${source}`}
                x={i * slot + 2}
                y={y}
                width={bar}
                height={h}
                fill={colours[source]}
              >
                <title>{`${date}: ${number.format(count)} ${platformLabels[source]}`}</title>
              </rect>
            );
          });
        })}
      </svg>
      <ul className="flex flex-wrap gap-3 text-xs" aria-label="Sources">
        {sources.map((s) => (
          <li key={s} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ background: colours[s] }}
            />
            {platformLabels[s]}
          </li>
        ))}
      </ul>
      <details>
        <summary className="focus-ring cursor-pointer rounded text-sm font-medium text-indigo-700">
          Show as a table
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Leads added per day and source, last {days} days</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-3">
                  Day
                </th>
                {sources.map((s) => (
                  <th key={s} scope="col" className="px-2 py-1 text-right">
                    {platformLabels[s]}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {dates.map((date, i) =>
                totals[i] ? (
                  <tr key={date} className="border-t border-border">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {date}
                    </th>
                    {sources.map((s) => (
                      <td key={s} className="px-2 py-1 text-right">
                        {number.format(byDay.get(date)?.get(s) ?? 0)}
                      </td>
                    ))}
                    <td className="px-2 py-1 text-right font-medium">{number.format(totals[i] ?? 0)}</td>
                  </tr>
                ) : null,
              )}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
