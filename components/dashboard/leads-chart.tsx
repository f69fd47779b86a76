import type { LeadsPerDayRow } from "@/lib/dashboard/queries";
import { platformLabels, type LeadPlatform } from "@/lib/leads/constants";
import { LeadsChartTable } from "./leads-chart-table";

// One colour per source, each at least 3:1 against white (WCAG non-text contrast).
const colours: Record<LeadPlatform, string> = {
  linkedin: "#1d4ed8",
  maps: "#15803d",
  instagram: "#be185d",
  web: "#7c3aed",
  ocr: "#c2410c",
  crm: "#475569",
};

/** The last `days` dates up to `today` (YYYY-MM-DD, the workspace's day), oldest first, as YYYY-MM-DD. */
function lastDays(days: number, today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

const number = new Intl.NumberFormat("en-US");

// The bars' own coordinates: the SVG stretches to its box, so the axes' labels are HTML beside it and
// keep their size on a phone.
const width = 600;
const height = 160;

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * Leads added per day by source: stacked bars drawn as inline SVG (no chart library in the bundle), one
 * path per source and one hover title per day, with labelled axes and the same figures as a table for
 * screen readers and anyone who prefers numbers (built when opened). The page renders it on the
 * server, so its size is the page's size: a path per source, not an element per bar.
 */
export function LeadsChart({ data, days, today }: { data: LeadsPerDayRow[]; days: number; today: string }) {
  const dates = lastDays(days, today);
  const sources = (Object.keys(platformLabels) as LeadPlatform[]).filter((p) =>
    data.some((d) => d.platform === p),
  );
  const byDay = new Map(dates.map((d) => [d, new Map<LeadPlatform, number>()]));
  for (const row of data) byDay.get(row.day)?.set(row.platform, row.count);
  const totals = dates.map((d) => [...(byDay.get(d)?.values() ?? [])].reduce((a, b) => a + b, 0));
  const max = Math.max(1, ...totals);
  const total = totals.reduce((a, b) => a + b, 0);

  if (total === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No leads were added in the last {days} days.
      </p>
    );

  const plotHeight = height;
  const slot = width / dates.length;
  const bar = Math.max(2, slot - 4);
  const x = (i: number) => i * slot + 2;
  // Each source's bars as one path, stacked in source order from the axis up.
  const paths = new Map<LeadPlatform, string>(sources.map((s) => [s, ""]));
  // Whole units keep the paths short; each bar's top and bottom are rounded, so stacked bars meet.
  const barWidth = Math.round(bar);
  dates.forEach((date, i) => {
    let base = plotHeight;
    for (const source of sources) {
      const count = byDay.get(date)?.get(source) ?? 0;
      if (!count) continue;
      const top = base - (count / max) * (plotHeight - 4);
      const [y, h] = [Math.round(top), Math.round(base) - Math.round(top)];
      base = top;
      if (h > 0)
        paths.set(source, `${paths.get(source)}M${Math.round(x(i))} ${y}h${barWidth}v${h}h-${barWidth}z`);
    }
  });

  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
        <div aria-hidden="true" className="flex h-40 flex-col justify-between text-right">
          <span>{number.format(max)}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`${number.format(total)} leads added in the last ${days} days; the table below has the figures per day and source.`}
          className="h-40 w-full border-b border-l border-slate-300"
        >
          {sources.map((source) => (
            <path key={source} d={paths.get(source)} fill={colours[source]} />
          ))}
          {dates.map((date, i) =>
            totals[i] ? (
              <rect key={date} x={x(i)} y={0} width={bar} height={plotHeight} fill="transparent">
                <title>{`${date}: ${number.format(totals[i] ?? 0)} leads`}</title>
              </rect>
            ) : null,
          )}
        </svg>
        <div aria-hidden="true" className="col-start-2 mt-1 flex justify-between">
          <span>{shortDate(dates[0] ?? "")}</span>
          <span>{shortDate(dates[Math.floor((dates.length - 1) / 2)] ?? "")}</span>
          <span>{shortDate(dates.at(-1) ?? "")}</span>
        </div>
      </div>
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
      <LeadsChartTable
        caption={`Leads added per day and source, last ${days} days`}
        sources={sources.map((s) => platformLabels[s])}
        rows={dates.flatMap((date, i) =>
          totals[i]
            ? [{ date, counts: sources.map((s) => byDay.get(date)?.get(s) ?? 0), total: totals[i] ?? 0 }]
            : [],
        )}
      />
    </div>
  );
}
