/**
 * `npm run load [-- --short] [--skip-build] [--dist <dir>] [--leads N] [--database-url <admin url>]`:
 * the production server on loopback against a throw-away PostgreSQL database (created on the server at
 * --database-url, dropped afterwards) with a seeded workspace; 50 signed-in connections
 * for 30 s (10 s with --short) on /api/health, the Leads API, the Leads page and /. Prints p50, p95,
 * p99, errors, non-2xx and each p95 against health's; exits 1 when a target is missed.
 * Targets (the exit code): no errors or non-2xx anywhere; Leads API p95 at most 5x health's.
 * RELIABILITY case 58's absolute figures (Leads API p95 <= 300 ms, p99 <= 800 ms at 50 connections) are
 * printed against the run too; they depend on the machine (client and server share its cores here).
 */
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { createDatabase, measure, seedWorkspace, signIn, startServer, type LoadStats } from "./load-server";

const { values: args } = parseArgs({
  options: {
    short: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    dist: { type: "string", default: ".next-load" },
    leads: { type: "string", default: "10000" },
    connections: { type: "string", default: "50" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const seconds = args.short ? 10 : 30;
const connections = Number(args.connections);

function build(dist: string) {
  console.log(`load: building into ${dist} (waits for /tmp/next-build.lock)`);
  execFileSync("flock", ["/tmp/next-build.lock", "npm", "run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: "1" },
  });
}

/** Lets the server finish the previous run's backlog, so one target's queue does not count against the next. */
async function waitForIdle(baseUrl: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "n/a");

function printTable(rows: LoadStats[], health: LoadStats) {
  const header = [
    "target",
    "requests",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "errors",
    "non-2xx",
    "p95 / health",
  ];
  const lines = rows.map((r) => [
    r.name,
    String(r.requests),
    fmt(r.rps),
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    String(r.errors),
    String(r.non2xx),
    `${fmt(r.p95 / health.p95)}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(
    [row(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...lines.map(row)].join("\n"),
  );
}

async function main(): Promise<number> {
  if (!args["skip-build"]) build(args.dist);
  const started = Date.now();
  const database = await createDatabase(args["database-url"], "crm_load");
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const seed = await seedWorkspace(database.url, Number(args.leads));
    console.log(`load: seeded ${args.leads} leads in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    server = await startServer({ dist: args.dist, databaseUrl: database.url });
    const cookie = await signIn(server.url, seed.email, seed.password);
    const leadsApi = `${server.url}/api/lead-lists/user/${seed.userId}/all-leads?perPage=25`;
    const targets: Array<[string, string, string | undefined]> = [
      ["GET /api/health", `${server.url}/api/health`, undefined],
      ["GET Leads API", leadsApi, cookie],
      ["GET /", `${server.url}/`, cookie],
      ["GET /leads", `${server.url}/leads`, cookie],
    ];
    const results: LoadStats[] = [];
    for (const [name, url, withCookie] of targets) {
      await waitForIdle(server.url);
      // Warm-up at full concurrency (discarded): JIT, the connection pool and caches reach steady state.
      await measure(name, url, { connections, seconds: 3, cookie: withCookie });
      console.log(`load: ${name}: ${connections} connections for ${seconds} s`);
      results.push(await measure(name, url, { connections, seconds, cookie: withCookie }));
    }
    const [health, api] = results;
    if (!health || !api) throw new Error("missing results");
    printTable(results, health);
    const misses = [
      ...results
        .filter((r) => r.errors > 0 || r.non2xx > 0)
        .map((r) => `${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx`),
      ...(api.p95 > 5 * health.p95
        ? [`Leads API p95 ${fmt(api.p95)} ms is more than 5x health's ${fmt(health.p95)} ms`]
        : []),
    ];
    const case58 = api.p95 <= 300 && api.p99 <= 800 && api.non2xx === 0;
    console.log(
      `load: RELIABILITY 58 (Leads API p95 <= 300 ms, p99 <= 800 ms, 0 non-2xx): ${case58 ? "met" : "not met"} on this machine`,
    );
    for (const miss of misses) console.log(`load: MISSED ${miss}`);
    console.log(misses.length ? "load: targets missed" : "load: all targets met");
    return misses.length ? 1 : 0;
  } finally {
    await server?.stop();
    await database.drop();
  }
}

process.exit(await main());
