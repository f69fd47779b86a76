import "server-only";
import type PgBoss from "pg-boss";
import type { JobDefinition } from "./definition";

// Queues already created or updated per pg-boss instance (a new instance after a restart starts empty).
const store = globalThis as unknown as { __crmEnsuredQueues?: WeakMap<PgBoss, Set<string>> };
const ensured = (store.__crmEnsuredQueues ??= new WeakMap<PgBoss, Set<string>>());

/** Creates the queue (or brings its options up to date) and its schedule, once per process. */
export async function ensureQueue(boss: PgBoss, job: JobDefinition): Promise<void> {
  let names = ensured.get(boss);
  if (!names) ensured.set(boss, (names = new Set()));
  if (names.has(job.name)) return;
  const existing = await boss.getQueue(job.name);
  if (existing) await boss.updateQueue(job.name, { name: job.name, ...job.options });
  else await boss.createQueue(job.name, { name: job.name, ...job.options });
  if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: "UTC" });
  names.add(job.name);
}

export async function ensureQueues(boss: PgBoss, jobs: readonly JobDefinition[]): Promise<void> {
  for (const job of jobs) await ensureQueue(boss, job);
}
