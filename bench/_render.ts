/**
 * What the page-render benchmarks share: the measured pages take turns in short rounds on one server
 * (on a shared two-core machine the speed drifts within a minute, and one long run of each compared two
 * different machines), and each page's rounds are combined into one figure.
 */
import { execFileSync } from "node:child_process";
import { measure, type LoadStats } from "../scripts/load-server";

export const rounds = 5;
export const connections = 10;

export const ms = (n: number) => n.toFixed(1);

/** A production build into `dist` (one build at a time on the machine). */
export function buildInto(dist: string): void {
  execFileSync("flock", ["/tmp/next-build.lock", "npm", "run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

export type Target = { name: string; url: string; cookie?: string };

/** Per target: `rounds` runs of seconds/rounds each, the targets taking turns, after a discarded warm-up. */
export async function alternate(targets: Target[], seconds: number): Promise<LoadStats[][]> {
  for (const { name, url, cookie } of targets) await measure(name, url, { connections, seconds: 3, cookie });
  const runs: LoadStats[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, { name, url, cookie }] of targets.entries()) {
      runs[i]!.push(await measure(name, url, { connections, seconds: seconds / rounds, cookie }));
    }
  }
  return runs;
}

/** The runs of one target as one: requests over the whole time, the median run's percentiles. */
export function combine(runs: LoadStats[]): LoadStats {
  const byP50 = [...runs].sort((a, b) => a.p50 - b.p50);
  const median = byP50[Math.floor(byP50.length / 2)]!;
  const sum = (pick: (r: LoadStats) => number) => runs.reduce((total, r) => total + pick(r), 0);
  return {
    ...median,
    requests: sum((r) => r.requests),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
    rps: sum((r) => r.rps) / runs.length,
  };
}
