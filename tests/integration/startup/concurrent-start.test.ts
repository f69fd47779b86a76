/**
 * Three instances starting together on one new PostgreSQL database (no tables, no pg-boss schema): each
 * migrates, installs the job queue and creates its queues at once. All three must come up healthy; no
 * "deadlock detected", no instance left answering errors.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "@/tests/support/scratch-database";

const run = promisify(execFile);
const INSTANCES = 3;

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
    const database = await createScratchDatabase("crm_startup");
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
