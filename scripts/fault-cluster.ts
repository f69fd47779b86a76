/**
 * A throw-away PostgreSQL 15 cluster for fault runs (ARCHITECTURE: initdb and pg_ctl start one in under a
 * second), so restarting "the database" never disturbs anyone else's connections on this machine.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./load-server";

export type Cluster = { url: string; restart(): void; stop(): Promise<void> };

const bin = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
function pgTool(tool: string, args: string[]) {
  const command = path.join(bin, tool);
  if (process.getuid?.() === 0) execFileSync("runuser", ["-u", "postgres", "--", command, ...args], { stdio: "pipe" });
  else execFileSync(command, args, { stdio: "pipe" });
}

export async function startThrowawayCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crm-fault-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  const port = await freePort();
  const data = path.join(dir, "data");
  pgTool("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  pgTool("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "start"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgTool("pg_ctl", ["-D", data, "-m", "fast", "-w", "restart"]),
    async stop() {
      try {
        pgTool("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
