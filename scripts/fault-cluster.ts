/**
 * A throw-away PostgreSQL 15 cluster for fault runs (ARCHITECTURE: initdb and pg_ctl start one in under a
 * second), so restarting "the database" never disturbs anyone else's connections on this machine.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./load-server";

/** `restart` resolves once the server accepts connections again; requests keep flowing meanwhile. */
export type Cluster = { url: string; restart(): Promise<void>; stop(): Promise<void> };

/** PostgreSQL 15, as in production and CI (ARCHITECTURE). */
const bin = "/usr/lib/postgresql/15/bin";
const run = promisify(execFile);

/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
function pgCommand(tool: string, args: string[]): [string, string[]] {
  const command = path.join(bin, tool);
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

function pgTool(tool: string, args: string[]) {
  const [command, commandArgs] = pgCommand(tool, args);
  execFileSync(command, commandArgs, { stdio: "pipe" });
}

export async function startThrowawayCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crm-fault-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  const port = await freePort();
  const data = path.join(dir, "data");
  pgTool("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  // The server log goes to a file: a server holding pg_ctl's stdout pipe would keep it from returning.
  const log = path.join(dir, "server.log");
  pgTool("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart() {
      const [command, args] = pgCommand("pg_ctl", ["-D", data, "-l", log, "-m", "fast", "-w", "restart"]);
      await run(command, args);
    },
    async stop() {
      try {
        pgTool("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
