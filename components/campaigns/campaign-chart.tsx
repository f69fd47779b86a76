import type { TimelinePoint } from "@/lib/campaigns/screen-queries";

const series = [
  { key: "sent", label: "Sent", color: "#4f46e5" },
  { key: "opened", label: "Opened", color: "#059669" },
  { key: "clicked", label: "Clicked", color: "#d97706" },
] as const;

const width = 640;
const height = 200;
const pad = { top: 12, right: 12, bottom: 28, left: 40 };

function label(bucket: string, unit: "hour" | "day"): string {
  return unit === "day" ? bucket.slice(0, 10) : bucket.replace("T", " ");
}

/**
 * Sent, opened and clicked over time as an inline SVG (no chart library for three lines). The SVG is
 * decorative to assistive technology; the same figures are in the table below it.
 */
export function CampaignChart({
  points,
  unit,
  timeZone,
}: {
  points: TimelinePoint[];
  unit: "hour" | "day";
  timeZone: string;
}) {
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
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">
        Activity per {unit} ({timeZone})
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden="true">
        <line x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} stroke="#cbd5e1" />
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={y(max)}
          y2={y(max)}
          stroke="#e2e8f0"
          strokeDasharray="4 4"
        />
        <text x={pad.left - 6} y={y(max) + 4} textAnchor="end" fontSize="11" fill="#475569">
          {max}
        </text>
        <text x={pad.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="#475569">
          0
        </text>
        <text
          x={x(0)}
          y={height - 8}
          textAnchor={points.length === 1 ? "middle" : "start"}
          fontSize="11"
          fill="#475569"
        >
          {label(points[0]!.bucket, unit)}
        </text>
        {points.length > 1 ? (
          <text x={x(points.length - 1)} y={height - 8} textAnchor="end" fontSize="11" fill="#475569">
            {label(points[points.length - 1]!.bucket, unit)}
          </text>
        ) : null}
        {series.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth="2"
              points={points.map((p, i) => `${x(i)},${y(p[s.key])}`).join(" ")}
            />
            {points.map((p, i) => (
              <circle key={p.bucket} cx={x(i)} cy={y(p[s.key])} r="3" fill={s.color} />
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
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">Messages sent, opened and clicked per {unit}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                {unit === "day" ? "Day" : "Hour"}
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
              <tr key={p.bucket} className="border-t border-border">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {label(p.bucket, unit)}
                </th>
                <td className="py-1 pr-4">{p.sent}</td>
                <td className="py-1 pr-4">{p.opened}</td>
                <td className="py-1 pr-4">{p.clicked}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
