import type { TimelinePoint } from "@/lib/campaigns/screen-queries";

const series = [
  { key: "sent", label: "Sent", color: "#4f46e5" },
  { key: "opened", label: "Opened", color: "#059669" },
  { key: "clicked", label: "Clicked", color: "#b45309" },
] as const;

const width = 640;
const height = 240;
const pad = { top: 16, right: 16, bottom: 56, left: 72 };
const axisText = { fontSize: 13, fill: "#475569" };

const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const fullDayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "numeric",
});

/** A day of the campaign's time zone (YYYY-MM-DD) as "Nov 3" or "Nov 3, 2026". */
function dayLabel(day: string, full = false): string {
  return (full ? fullDayFormat : dayFormat).format(new Date(`${day}T00:00:00Z`));
}

/** What the chart shows, in words: its text alternative. */
function summaryOf(points: TimelinePoint[]): string {
  const total = (key: (typeof series)[number]["key"]) => points.reduce((n, p) => n + p[key], 0);
  const span =
    points.length === 1
      ? `on ${dayLabel(points[0]!.day, true)}`
      : `from ${dayLabel(points[0]!.day, true)} to ${dayLabel(points.at(-1)!.day, true)}`;
  return `Messages per day ${span}: ${series.map((s) => `${total(s.key).toLocaleString("en-US")} ${s.label.toLowerCase()}`).join(", ")} in all.`;
}

/**
 * Sent, opened and clicked per day as an inline SVG (no chart library for three lines), with dates on
 * the x axis and message counts on the y axis. Its text alternative sums it up; the table below it gives
 * every figure.
 */
export function CampaignChart({ points, timeZone }: { points: TimelinePoint[]; timeZone: string }) {
  if (points.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">No activity yet: the chart fills in as messages go out.</p>
    );
  }
  const max = Math.max(1, ...points.flatMap((p) => [p.sent, p.opened, p.clicked]));
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const x = (i: number) => pad.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) => pad.top + innerH - (v / max) * innerH;
  const yTicks = [...new Set([0, Math.round(max / 2), max])];
  const xTicks = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];
  const anchor = (i: number) =>
    points.length === 1 ? "middle" : i === 0 ? "start" : i === points.length - 1 ? "end" : "middle";
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Messages per day ({timeZone})</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={summaryOf(points)}
      >
        <line x1={pad.left} x2={pad.left} y1={pad.top} y2={y(0)} stroke="#94a3b8" />
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke="#94a3b8" />
        {yTicks.map((v) => (
          <g key={`y${v}`}>
            {v > 0 ? (
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(v)}
                y2={y(v)}
                stroke="#e2e8f0"
                strokeDasharray="4 4"
              />
            ) : null}
            <text x={pad.left - 8} y={y(v) + 4} textAnchor="end" {...axisText}>
              {v.toLocaleString("en-US")}
            </text>
          </g>
        ))}
        {xTicks.map((i) => (
          <text key={`x${i}`} x={x(i)} y={y(0) + 20} textAnchor={anchor(i)} {...axisText}>
            {dayLabel(points[i]!.day)}
          </text>
        ))}
        <text x={pad.left + innerW / 2} y={height - 8} textAnchor="middle" {...axisText} fontWeight="600">
          Date
        </text>
        <text
          transform={`translate(16 ${pad.top + innerH / 2}) rotate(-90)`}
          textAnchor="middle"
          {...axisText}
          fontWeight="600"
        >
          Messages
        </text>
        {series.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth="2"
              points={points.map((p, i) => `${x(i)},${y(p[s.key])}`).join(" ")}
            />
            {points.map((p, i) => (
              <circle key={p.day} cx={x(i)} cy={y(p[s.key])} r="3" fill={s.color} />
            ))}
          </g>
        ))}
      </svg>
      <ul className="flex flex-wrap gap-4 text-xs" aria-hidden="true">
        {series.map((s) => (
          <li key={s.key} className="inline-flex items-center gap-1.5">
            <span className="inline-block size-2.5 rounded-full" style={{ background: s.color }} />
            {s.label}
          </li>
        ))}
      </ul>
      <details className="text-sm">
        <summary className="focus-ring cursor-pointer rounded text-primary">
          Show the figures as a table
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left tabular-nums">
            <caption className="sr-only">Messages sent, opened and clicked per day</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-4 font-medium">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day} className="border-t border-border">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {dayLabel(p.day, true)}
                  </th>
                  <td className="py-1 pr-4">{p.sent}</td>
                  <td className="py-1 pr-4">{p.opened}</td>
                  <td className="py-1 pr-4">{p.clicked}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
