/**
 * kill -9 during an import (RELIABILITY 39): a process uploading a CSV (import-process.ts) is killed while
 * PostgreSQL is taking its rows, and again at a random moment of a second attempt. Nothing of a killed
 * import remains (no lead, no list); the re-run imports every row once, and a further upload of the same
 * file adds none. PostgreSQL only (the import is another process): CI's server when the suite has one,
 * otherwise a throw-away cluster.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "@/tests/support/scratch-database";
import { type ScriptProcess, spawnScript } from "@/tests/support/spawn-script";

const ROWS = 30_000;
const script = path.join(process.cwd(), "tests/integration/leads/import-process.ts");

let database: ScratchDatabase;
let csvPath: string;
let db: postgres.Sql;

beforeAll(async () => {
  database = await createScratchDatabase("crm_import_kill");
  db = postgres(database.url, { max: 1, onnotice: () => {} });
  csvPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "crm-import-kill-")), "contacts.csv");
  const lines = ["name,company,email,phone"];
  for (let i = 1; i <= ROWS; i++)
    lines.push(`Person ${i},Company ${i % 500},person${i}@company${i % 500}.org,`);
  fs.writeFileSync(csvPath, `${lines.join("\r\n")}\r\n`);
});
afterAll(async () => {
  await db?.end();
  fs.rmSync(path.dirname(csvPath), { recursive: true, force: true });
  await database?.drop();
});

function importer(args: string[]): ScriptProcess {
  return spawnScript(script, args, { DATABASE_URL: database.url, JOBS_IN_PROCESS: "0" });
}

async function until(condition: () => Promise<boolean>, what: string, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Rows the import's COPY has taken so far, or null when no COPY is running. */
async function rowsCopied(): Promise<number | null> {
  const [row] =
    await db`select tuples_processed::int as n from pg_stat_progress_copy where datname = ${database.name}`;
  return row ? (row.n as number) : null;
}

async function stored(workspaceId: string) {
  const [row] = await db`
    select (select count(*)::int from leads where workspace_id = ${workspaceId}) as leads,
           (select count(distinct lower(email))::int from leads where workspace_id = ${workspaceId}) as emails,
           (select count(*)::int from lead_lists where workspace_id = ${workspaceId}) as lists`;
  return row as { leads: number; emails: number; lists: number };
}

/** The killed process's server connection has gone, so its transaction has been rolled back. */
async function killedConnectionsGone(): Promise<void> {
  await until(async () => {
    const [row] = await db`
      select count(*)::int as n from pg_stat_activity where datname = ${database.name} and pid <> pg_backend_pid()`;
    return row!.n === 0;
  }, "the killed import's connections to close");
}

describe("an import killed with SIGKILL", () => {
  it(
    `leaves nothing behind, and the re-run stores each of ${ROWS.toLocaleString("en-US")} rows once`,
    { timeout: 300_000 },
    async () => {
      const seeded = importer(["seed"]);
      const seed = await seeded.exited;
      expect(seed.code, seed.out).toBe(0);
      const { workspaceId, userId } = JSON.parse(seed.out.trim().split("\n").at(-1)!) as {
        workspaceId: string;
        userId: string;
      };

      const duringCopy = importer(["import", workspaceId, userId, csvPath]);
      await until(
        async () => ((await rowsCopied()) ?? 0) >= ROWS / 3 || duringCopy.child.exitCode !== null,
        "a third of the rows copied",
      );
      expect(duringCopy.child.exitCode, "the import finished before it could be killed").toBeNull();
      duringCopy.child.kill("SIGKILL");
      expect((await duringCopy.exited).code).toBeNull();
      await killedConnectionsGone();
      expect(await stored(workspaceId)).toEqual({ leads: 0, emails: 0, lists: 0 });

      const atRandom = importer(["import", workspaceId, userId, csvPath]);
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.floor(Math.random() * 2_000)));
      atRandom.child.kill("SIGKILL");
      await atRandom.exited;
      await killedConnectionsGone();
      const afterRandom = await stored(workspaceId);
      // Killed before its commit: nothing; after it: the whole file.
      expect([0, ROWS]).toContain(afterRandom.leads);

      const upload = async () => {
        const run = await importer(["import", workspaceId, userId, csvPath]).exited;
        expect(run.code, run.out).toBe(0);
        return JSON.parse(run.out.trim().split("\n").at(-1)!) as { imported: number; duplicateCount: number };
      };
      expect((await upload()).imported).toBe(afterRandom.leads === 0 ? ROWS : 0);
      expect(await stored(workspaceId)).toEqual({ leads: ROWS, emails: ROWS, lists: 1 });
      expect(await upload()).toEqual({ imported: 0, duplicateCount: ROWS });
      expect(await stored(workspaceId)).toEqual({ leads: ROWS, emails: ROWS, lists: 1 });
    },
  );
});
