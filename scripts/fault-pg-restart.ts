/**
 * `npm run fault:pg-restart [-- --skip-build] [--dist <dir>] [--system-cluster]` (RELIABILITY case 55):
 * PostgreSQL restarts while signed-in clients read the health route and the Leads API and create lead
 * lists. Requests during the outage must fail fast (at most 6 s) with a clear JSON 503, the app must
 * recover by itself within 10 s of the database being back, and no list may be half-written.
 *
 * By default the database is a throw-away cluster (initdb + pg_ctl on a free port), so restarting it
 * disturbs nobody else's tests; `--system-cluster` restarts the machine's cluster instead
 * (`pg_ctlcluster --skip-systemctl-redirect 15 main restart`), as on a dedicated CI machine.
 */
import { execFile, execFileSync } from "node:child_process";
import { parseArgs, promisify } from "node:util";
import postgres from "postgres";
import { startThrowawayCluster, type Cluster } from "./fault-cluster";
import { createDatabase, seedWorkspace, signIn, startServer } from "./load-server";

const { values: args } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    dist: { type: "string", default: ".next-load" },
    "system-cluster": { type: "boolean", default: false },
    seconds: { type: "string", default: "20" },
  },
});

const FAIL_FAST_MS = 6_000;
const RECOVERY_MS = 10_000;

type Sample = { at: number; kind: "health" | "api" | "write"; status: number; ms: number; message?: string };

function systemCluster(): Cluster {
  return {
    url: "postgres://postgres@127.0.0.1:5432/postgres",
    restart: async () => {
      await promisify(execFile)("pg_ctlcluster", ["--skip-systemctl-redirect", "15", "main", "restart"]);
    },
    stop: async () => {},
  };
}

async function timed(kind: Sample["kind"], run: () => Promise<Response>, t0: number): Promise<Sample> {
  const start = Date.now();
  try {
    const response = await run();
    const text = await response.text();
    let message: string | undefined;
    try {
      // Route handlers answer { message }; the health route names the failing component: the database,
      // or the job queue, whose own pool (pg-boss) may still hold a dead connection after the app's is back.
      const body = JSON.parse(text) as {
        message?: string;
        database?: { detail?: string };
        queue?: { detail?: string };
      };
      message = body.message ?? body.database?.detail ?? body.queue?.detail;
    } catch {
      message = text.slice(0, 80);
    }
    return { at: start - t0, kind, status: response.status, ms: Date.now() - start, message };
  } catch (error) {
    return { at: start - t0, kind, status: 0, ms: Date.now() - start, message: String(error) };
  }
}

async function main(): Promise<number> {
  if (!args["skip-build"]) {
    execFileSync("flock", ["/tmp/next-build.lock", "npm", "run", "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_DIST_DIR: args.dist },
    });
  }
  const cluster = args["system-cluster"] ? systemCluster() : await startThrowawayCluster();
  const database = await createDatabase(cluster.url, "crm_fault");
  const server = await startServer({ dist: args.dist, databaseUrl: database.url }).catch(
    async (error: unknown) => {
      await database.drop();
      await cluster.stop();
      throw error;
    },
  );
  try {
    const seed = await seedWorkspace(database.url, 2_000);
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const leadIds = (await sql`select id from leads where deleted_at is null order by id limit 3`).map((r) =>
      Number(r.id),
    );
    await sql.end();
    const cookie = await signIn(server.url, seed.email, seed.password);
    const headers = { cookie, origin: server.url, "content-type": "application/json" };
    const api = `${server.url}/api/lead-lists/user/${seed.userId}/all-leads?perPage=25`;
    const t0 = Date.now();
    const until = t0 + Number(args.seconds) * 1000;
    const samples: Sample[] = [];
    let lists = 0;
    const clients = Array.from({ length: 8 }, async (_, client) => {
      while (Date.now() < until) {
        const kind: Sample["kind"] = client === 0 ? "write" : client % 2 ? "health" : "api";
        const signal = AbortSignal.timeout(15_000);
        const run =
          kind === "health"
            ? () => fetch(`${server.url}/api/health`, { signal })
            : kind === "api"
              ? () => fetch(api, { headers, signal })
              : () =>
                  fetch(`${server.url}/api/lead-lists`, {
                    method: "POST",
                    headers,
                    signal,
                    body: JSON.stringify({ name: `Fault ${++lists}`, leadIds }),
                  });
        samples.push(await timed(kind, run, t0));
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await new Promise((r) => setTimeout(r, 5_000));
    const outageStart = Date.now() - t0;
    console.log(`fault: restarting PostgreSQL at ${outageStart} ms`);
    await cluster.restart();
    const outageEnd = Date.now() - t0;
    console.log(`fault: PostgreSQL back at ${outageEnd} ms`);
    await Promise.all(clients);
    const status = await report(samples, outageStart, outageEnd, database.url);
    if (status !== 0)
      console.log(
        `fault: the server log:\n${server.log
          .filter((l) => /^\S/.test(l))
          .slice(-30)
          .join("\n")}`,
      );
    return status;
  } finally {
    await server.stop();
    await database.drop();
    await cluster.stop();
  }
}

async function report(
  samples: Sample[],
  outageStart: number,
  outageEnd: number,
  databaseUrl: string,
): Promise<number> {
  const failed = samples.filter((s) => s.status < 200 || s.status >= 300);
  const lastFailure = Math.max(outageEnd, ...failed.map((s) => s.at + s.ms));
  const seconds = Math.ceil(Math.max(...samples.map((s) => s.at)) / 1000);
  console.log("second | ok | failed | slowest ms | failures");
  for (let second = 0; second <= seconds; second++) {
    const inSecond = samples.filter((s) => Math.floor(s.at / 1000) === second);
    const bad = inSecond.filter((s) => s.status < 200 || s.status >= 300);
    const kinds = [...new Set(bad.map((s) => `${s.kind} ${s.status}`))].join(", ");
    console.log(
      `${String(second).padStart(6)} | ${String(inSecond.length - bad.length).padStart(2)} | ${String(bad.length).padStart(6)} | ${String(Math.max(0, ...inSecond.map((s) => s.ms))).padStart(10)} | ${kinds}`,
    );
  }
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const halfWritten = await sql`
    select l.name, l.leads_count, count(m.lead_id)::int as members from lead_lists l
    left join lead_list_members m on m.list_id = l.id where l.kind = 'curated' group by l.id having count(m.lead_id) <> 3 or l.leads_count <> 3`;
  const [{ n: written } = { n: 0 }] =
    await sql`select count(*)::int as n from lead_lists where kind = 'curated'`;
  await sql.end();

  const problems: string[] = [];
  const before = samples.filter((s) => s.at + s.ms < outageStart);
  if (before.some((s) => s.status < 200 || s.status >= 300))
    problems.push("requests failed before the restart");
  const slow = failed.filter((s) => s.ms > FAIL_FAST_MS);
  if (slow.length)
    problems.push(
      `${slow.length} failed requests took more than ${FAIL_FAST_MS} ms (slowest ${Math.max(...slow.map((s) => s.ms))} ms)`,
    );
  const unclear = failed.filter((s) => s.status !== 503 || !s.message);
  if (unclear.length)
    problems.push(
      `${unclear.length} failures were not a 503 with a message: ${[...new Set(unclear.map((s) => `${s.kind} ${s.status} ${s.message ?? ""}`))].slice(0, 3).join("; ")}`,
    );
  const recoveryMs = lastFailure - outageEnd;
  if (recoveryMs > RECOVERY_MS)
    problems.push(`recovery took ${recoveryMs} ms after PostgreSQL was back (target ${RECOVERY_MS} ms)`);
  if (halfWritten.length) problems.push(`${halfWritten.length} lead lists are half-written`);
  const messages = [...new Set(failed.map((s) => `${s.status} ${s.message ?? ""}`))];
  console.log(
    `fault: ${samples.length} requests, ${failed.length} failed during the outage; failures answered: ${messages.join(" | ") || "none"}`,
  );
  console.log(
    `fault: slowest failure ${Math.max(0, ...failed.map((s) => s.ms))} ms; recovered ${Math.max(0, recoveryMs)} ms after PostgreSQL was back`,
  );
  console.log(`fault: ${written} lead lists written, ${halfWritten.length} half-written`);
  for (const problem of problems) console.log(`fault: PROBLEM ${problem}`);
  console.log(problems.length ? "fault: pg-restart FAILED" : "fault: pg-restart passed");
  return problems.length ? 1 : 0;
}

process.exit(await main());
