import fs from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Connection, Database } from "./connection";
import { pgliteOperations } from "./pglite-raw";
import * as schema from "./schema";

export const migrationsFolder = path.join(process.cwd(), "db", "migrations");

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
        `Stop it, or set PGLITE_DIR to another folder.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Two processes on one PGlite folder silently lose writes, so one process owns it through a lock file. */
function lockDataDir(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockFile, "utf8"));
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) throw new DataDirLockedError(dir, owner);
      fs.unlinkSync(lockFile); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

export const pgliteExtensions = { btree_gin, pg_trgm, unaccent } satisfies PGliteOptions["extensions"];

export async function migratePglite(client: PGlite): Promise<void> {
  await migrate(drizzle({ client, schema, casing: "snake_case" }), { migrationsFolder });
}

export function connectionFromPglite(client: PGlite, release: () => void = () => {}): Connection {
  const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Database; // same API surface
  return {
    ...pgliteOperations(client),
    db,
    kind: "pglite",
    driver: { kind: "pglite", client },
    async close() {
      await client.close();
      release();
    },
  };
}

/** Opens (creating if needed) the embedded database in `dir` and applies pending migrations. */
export async function openPglite(dir: string): Promise<Connection> {
  const absolute = path.resolve(dir);
  // PGlite cannot create nested folders itself.
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  const release = lockDataDir(absolute);
  try {
    const client = await PGlite.create(absolute, { extensions: pgliteExtensions });
    await migratePglite(client);
    return connectionFromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
