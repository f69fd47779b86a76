/** Benchmarks of the leads area run on a throw-away PostgreSQL database, seeded, measured and dropped. */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { closeConnection, setConnection as installConnection } from "@/db";
import type { Connection } from "@/db/connection";
import { migratePostgres, openPostgres } from "@/db/postgres";
import { memberships, users, workspaces } from "@/db/schema";
import { stopBoss } from "@/lib/jobs/boss";
import { seedLeads } from "@/lib/leads/seed";

export type BenchTenant = { workspaceId: string; userId: string };
export type BenchDatabase = {
  url: string;
  connection: Connection;
  tenant: BenchTenant;
  newTenant(): Promise<BenchTenant>;
};

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(statement);
  } finally {
    await sql.end();
  }
}

export async function createTenant(connection: Connection): Promise<BenchTenant> {
  const tag = randomBytes(5).toString("hex");
  const [user] = await connection.db
    .insert(users)
    .values({
      name: "Bench",
      email: `bench-${tag}@example.com`,
      passwordHash: "x",
      referralCode: tag.toUpperCase(),
    })
    .returning({ id: users.id });
  const [workspace] = await connection.db
    .insert(workspaces)
    .values({ name: `Bench ${tag}` })
    .returning({ id: workspaces.id });
  if (!user || !workspace) throw new Error("bench tenant not created");
  await connection.db
    .insert(memberships)
    .values({ userId: user.id, workspaceId: workspace.id, role: "owner" });
  return { workspaceId: workspace.id, userId: user.id };
}

/** Creates and migrates a database, seeds `leads` leads into one workspace, runs `work`, then drops it. */
export async function withSeededDatabase<T>(
  leads: number,
  work: (db: BenchDatabase) => Promise<T>,
): Promise<T> {
  const name = `bench_leads_${randomBytes(4).toString("hex")}`;
  await admin(`create database ${name}`);
  const url = databaseUrl(name);
  try {
    await migratePostgres(url);
    const connection = openPostgres(url, { max: 10 });
    installConnection(connection);
    const tenant = await createTenant(connection);
    const started = Date.now();
    await seedLeads({ workspaceId: tenant.workspaceId, userId: tenant.userId, count: leads });
    console.log(
      `  seeded ${leads.toLocaleString("en-US")} leads in ${((Date.now() - started) / 1000).toFixed(1)} s (${name})`,
    );
    return await work({ url, connection, tenant, newTenant: () => createTenant(connection) });
  } finally {
    // An import queues its follow-up jobs, so pg-boss may hold connections the drop would cut.
    await stopBoss({ graceful: false, wait: true, timeout: 5_000 });
    await closeConnection();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await fn();
  return [performance.now() - started, value];
}

/** Peak resident memory above the level when it started, sampled every 20 ms while `fn` runs. */
export async function peakMemory<T>(
  fn: () => Promise<T>,
): Promise<{ value: T; peakMb: number; idleMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const value = await fn();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, peakMb: (peak - idle) / 1024 / 1024, idleMb: idle / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}
