/**
 * Three instances starting together on one new PostgreSQL database (no tables, no pg-boss schema): each
 * migrates, installs the job queue and creates its queues at once. All three must come up healthy; no
 * "deadlock detected", no instance left answering errors.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startThrowawayCluster, type Cluster } from "@/scripts/fault-cluster";

const run = promisify(execFile);
const INSTANCES = 3;
let adminUrl: string;
let cluster: Cluster | undefined;

beforeAll(async () => {
  // CI's PostgreSQL when the suite has one; otherwise a throw-away cluster of our own.
  if (process.env.TEST_DATABASE_URL) adminUrl = process.env.TEST_DATABASE_URL;
  else adminUrl = (cluster = await startThrowawayCluster()).url;
});
afterAll(async () => {
  await cluster?.stop();
});

async function newDatabase() {
  const name = `crm_startup_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function startInstance(databaseUrl: string) {
  const script = path.join(process.cwd(), "tests/support/start-instance.ts");
  return run("node_modules/.bin/tsx", ["--conditions=react-server", script], {
    env: { ...process.env, DATABASE_URL: databaseUrl, JOBS_IN_PROCESS: "1", NEXT_RUNTIME: "nodejs" },
    timeout: 120_000,
  }).then(
    ({ stdout, stderr }) => ({ ok: true, stdout, stderr }),
    (error: { stdout?: string; stderr?: string; message: string }) => ({
      ok: false,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? error.message,
    }),
  );
}

describe("concurrent start-up", () => {
  it(`${INSTANCES} instances on one new database all come up healthy`, { timeout: 180_000 }, async () => {
    const database = await newDatabase();
    try {
      const results = await Promise.all(Array.from({ length: INSTANCES }, () => startInstance(database.url)));
      for (const [i, result] of results.entries()) {
        expect(result.stderr, `instance ${i}`).not.toMatch(/deadlock detected/);
        expect(result.ok, `instance ${i} failed:\n${result.stderr.slice(-2000)}`).toBe(true);
        const health = JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "{}") as {
          status?: string;
          queue?: { status?: string };
        };
        expect([health.status, health.queue?.status], `instance ${i}`).toEqual(["ok", "ok"]);
      }
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      const queues = await sql`select count(*)::int as n from pgboss.queue`;
      await sql.end();
      expect(queues[0]?.n).toBeGreaterThan(0);
    } finally {
      await database.drop();
    }
  });
});
