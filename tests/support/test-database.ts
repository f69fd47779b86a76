import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { Connection } from "@/db/connection";
import { connectionFromPglite, migratePglite, pgliteExtensions } from "@/db/pglite";
import { migratePostgres, openPostgres } from "@/db/postgres";

export type TestDriver = "pglite" | "postgres";

export function testDriver(): TestDriver {
  return process.env.TEST_DRIVER === "postgres" ? "postgres" : "pglite";
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A migrated PGlite, dumped once per run so each test file starts from a copy in a fraction of the time. */
export async function createPgliteTemplate(file: string): Promise<void> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migratePglite(client);
  const dump = await client.dumpDataDir("none");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

export async function openPgliteFromTemplate(file: string): Promise<Connection> {
  const client = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(file)]),
    extensions: pgliteExtensions,
  });
  return connectionFromPglite(client);
}

/** A migrated template database on the server; each test file clones it (CREATE DATABASE ... TEMPLATE). */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `crm_tpl_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  await migratePostgres(withDatabase(adminUrl, name));
  return name;
}

export async function openPostgresFromTemplate(adminUrl: string, template: string): Promise<Connection> {
  const name = `crm_t_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const connection = openPostgres(withDatabase(adminUrl, name), { max: 5 });
  return {
    ...connection,
    async close() {
      await connection.close();
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
