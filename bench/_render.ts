/**
 * What the page-render benchmarks share: the measured pages take turns in short rounds on one server
 * (on a shared two-core machine the speed drifts within a minute, and one long run of each compared two
 * different machines), and each page's rounds are combined into one figure.
 */
import { execFileSync } from "node:child_process";
import { measure, type LoadStats } from "../scripts/load-server";
import type { BenchResult } from "./result";

const rounds = 5;
const connections = 10;
/**
 * Seconds of load per target before the measured rounds. With 3 s, `/signin` was still getting faster in
 * the last rounds (96 to 131 req/s, V8 optimising its path) while the page under test was flat, so the
 * ratio fell round by round; 20 s of warm-up brings both to a steady state first.
 */
const warmUpSeconds = Number(process.env.RENDER_WARM_UP_SECONDS ?? 20);

const ms = (n: number) => n.toFixed(1);

/** A production build into `dist` (one build at a time on the machine). */
export function buildInto(dist: string): void {
  execFileSync("flock", ["/tmp/next-build.lock", "npm", "run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

type Target = { name: string; url: string; cookie?: string };

/** Per target: `rounds` runs of seconds/rounds each, the targets taking turns, after a discarded warm-up. */
async function alternate(targets: Target[], seconds: number): Promise<LoadStats[][]> {
  for (const { name, url, cookie } of targets)
    await measure(name, url, { connections, seconds: warmUpSeconds, cookie });
  const runs: LoadStats[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, { name, url, cookie }] of targets.entries()) {
      runs[i]!.push(await measure(name, url, { connections, seconds: seconds / rounds, cookie }));
    }
  }
  return runs;
}

/** The runs of one target as one: requests over the whole time, the median run's percentiles. */
function combine(runs: LoadStats[]): LoadStats {
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

/**
 * A signed-in page against `/signin` on the same server: alternating rounds, combined, refused when
 * either answered an error. The result is the page's requests per second over `/signin`'s.
 */
export async function pageAgainstSignin(options: {
  serverUrl: string;
  page: Target;
  seconds: number;
  minRatio: number;
  notes?: string[];
}): Promise<BenchResult> {
  const { serverUrl, page, seconds, minRatio } = options;
  const [signinRuns, pageRuns] = await alternate(
    [{ name: "/signin", url: `${serverUrl}/signin` }, page],
    seconds,
  );
  const signin = combine(signinRuns!);
  const measured = combine(pageRuns!);
  const failures = [signin, measured].filter((r) => r.errors > 0 || r.non2xx > 0);
  if (failures.length) {
    throw new Error(failures.map((r) => `${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx`).join("; "));
  }
  const ratio = measured.rps / signin.rps;
  return {
    name: `${page.name} vs /signin`,
    unit: "req/s",
    figure: measured.rps,
    baseline: signin.rps,
    ratio,
    better: "higher",
    target: `>= ${minRatio}x`,
    pass: ratio >= minRatio,
    notes: [
      `${connections} connections, ${seconds} s each in ${rounds} alternating rounds after a ${warmUpSeconds} s warm-up`,
      ...(options.notes ?? []),
      `ratio per round: ${pageRuns!.map((run, i) => (run.rps / signinRuns![i]!.rps).toFixed(2)).join(", ")}`,
      `req/s per round: /signin ${signinRuns!.map((r) => r.rps.toFixed(0)).join(", ")}; ${page.name} ${pageRuns!.map((r) => r.rps.toFixed(0)).join(", ")}`,
      `p50 / p95 (median round): /signin ${ms(signin.p50)} / ${ms(signin.p95)} ms, ${page.name} ${ms(measured.p50)} / ${ms(measured.p95)} ms`,
    ],
  };
}
