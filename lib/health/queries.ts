import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { databaseKind } from "@/db/raw";
import { getBoss } from "@/lib/jobs/boss";
import { jobDefinitions } from "@/lib/jobs/registry";

export type ComponentHealth = { status: "ok" | "error"; latencyMs: number; detail?: string };
export type Health = {
  status: "ok" | "degraded";
  database: ComponentHealth & { driver?: "pglite" | "postgres" };
  queue: ComponentHealth & { queues?: Record<string, number> };
};

async function timed<T>(fn: () => Promise<T>): Promise<{ value?: T; latencyMs: number; error?: string }> {
  const started = performance.now();
  try {
    const value = await fn();
    return { value, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      latencyMs: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)),
  ]);
}

/** Database reachability and the number of queued jobs per queue. */
export async function getHealth(): Promise<Health> {
  const db = await timed(() =>
    withTimeout(
      (async () => {
        await (await getDb()).execute(sql`select 1`);
        return databaseKind();
      })(),
      3_000,
    ),
  );
  const queue = await timed(() =>
    withTimeout(
      (async () => {
        const boss = await getBoss();
        const entries = await Promise.all(
          jobDefinitions.map(async (d) => [d.name, await boss.getQueueSize(d.name)] as const),
        );
        return Object.fromEntries(entries);
      })(),
      3_000,
    ),
  );
  const database = db.error
    ? { status: "error" as const, latencyMs: db.latencyMs, detail: "database unreachable" }
    : { status: "ok" as const, latencyMs: db.latencyMs, driver: db.value };
  const queueHealth = queue.error
    ? { status: "error" as const, latencyMs: queue.latencyMs, detail: "job queue unreachable" }
    : { status: "ok" as const, latencyMs: queue.latencyMs, queues: queue.value };
  return {
    status: database.status === "ok" && queueHealth.status === "ok" ? "ok" : "degraded",
    database,
    queue: queueHealth,
  };
}
