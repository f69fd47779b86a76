/**
 * `npm run bench -- <name> [...]` runs the named benchmarks (all of them without a name) and prints
 * one table: name, figure, baseline, ratio, target, pass or short. Each benchmark is `bench/<name>.ts`
 * exporting `benchmark` and measures its own baseline in the same run.
 */
import fs from "node:fs";
import path from "node:path";
import { type BenchResult, type Benchmark, formatTable } from "./result";

const here = path.dirname(new URL(import.meta.url).pathname);
const available = fs
  .readdirSync(here)
  .filter((f) => f.endsWith(".ts") && !["run.ts", "result.ts"].includes(f) && !f.startsWith("_"))
  .map((f) => f.replace(/\.ts$/, ""))
  .sort();

const requested = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = requested.filter((n) => !available.includes(n));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(", ")}; available: ${available.join(", ")}`);
  process.exit(2);
}

const results: BenchResult[] = [];
for (const name of requested.length ? requested : available) {
  const { benchmark } = (await import(`./${name}.ts`)) as { benchmark: Benchmark };
  console.log(`\n=== ${benchmark.name}: ${benchmark.description}`);
  const started = Date.now();
  try {
    const out = await benchmark.run();
    results.push(...out);
    for (const r of out) for (const note of r.notes ?? []) console.log(`  ${r.name}: ${note}`);
  } catch (error) {
    console.error(`  ${name} failed:`, error);
    results.push({
      name,
      unit: "",
      figure: Number.NaN,
      baseline: Number.NaN,
      ratio: Number.NaN,
      better: "higher",
      target: "ran",
      pass: false,
    });
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

console.log(`\n${formatTable(results)}`);
fs.mkdirSync(path.join(here, "results"), { recursive: true });
fs.writeFileSync(
  path.join(here, "results", "latest.json"),
  JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
);
process.exit(results.every((r) => r.pass) ? 0 : 1);
