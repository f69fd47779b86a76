/** What every benchmark returns: its figure, the baseline measured in the same run, and the target. */
export type BenchResult = {
  name: string;
  /** What the figure measures, e.g. "rows/s" or "ms p95". */
  unit: string;
  figure: number;
  baseline: number;
  /** figure / baseline (or the inverse where lower is better, as `better` says). */
  ratio: number;
  better: "higher" | "lower";
  /** The target the issue names, in words, and whether the run met it. */
  target: string;
  pass: boolean;
  notes?: string[];
};

export type Benchmark = { name: string; description: string; run(): Promise<BenchResult[]> };

export function formatTable(results: BenchResult[]): string {
  const rows = results.map((r) => [
    r.name,
    `${round(r.figure)} ${r.unit}`,
    `${round(r.baseline)} ${r.unit}`,
    `${round(r.ratio)}x`,
    r.target,
    r.pass ? "pass" : "short",
  ]);
  const header = ["name", "figure", "baseline", "ratio", "target", "result"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

function round(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  return Math.abs(n) >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(2);
}
