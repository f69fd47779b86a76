import "server-only";
import type PgBoss from "pg-boss";
import { logger } from "@/lib/logger";
import { getBoss } from "./boss";
import { ensureQueues } from "./queues";
import { jobDefinitions } from "./registry";
import { runJob } from "./run";

const store = globalThis as unknown as { __crmWorking?: WeakSet<PgBoss> };
const working = (store.__crmWorking ??= new WeakSet<PgBoss>());

/** Starts a long-running worker for every queue in this process (next start, next dev, npm run worker). */
export async function startWorkers(): Promise<void> {
  const boss = await getBoss();
  if (working.has(boss)) return;
  working.add(boss);
  try {
    await ensureQueues(boss, jobDefinitions);
    for (const definition of jobDefinitions) {
      for (let slot = 0; slot < (definition.concurrency ?? 1); slot++) {
        await boss.work(
          definition.name,
          { batchSize: definition.batchSize ?? 1, pollingIntervalSeconds: 2, includeMetadata: true },
          async (jobs) => {
            for (const job of jobs) await runJob(definition, job, job.retryCount);
          },
        );
      }
    }
    logger.info("jobs", `workers started for ${jobDefinitions.map((d) => d.name).join(", ")}`);
  } catch (error) {
    working.delete(boss);
    throw error;
  }
}

export type DrainReport = { completed: number; failed: number; stoppedEarly: boolean };

/**
 * Works the queues until they are empty or the time budget runs out (serverless cron).
 * No job is claimed once less than `reserveMs` of the budget is left, so a claimed job can finish.
 */
export async function drainQueues(
  budgetMs: number,
  reserveMs = Math.min(5_000, budgetMs / 2),
): Promise<DrainReport> {
  const boss = await getBoss();
  await ensureQueues(boss, jobDefinitions);
  const deadline = Date.now() + budgetMs;
  const report: DrainReport = { completed: 0, failed: 0, stoppedEarly: false };
  let progressed = true;
  while (progressed) {
    progressed = false;
    for (const definition of jobDefinitions) {
      if (Date.now() >= deadline - reserveMs) {
        report.stoppedEarly = true;
        return report;
      }
      const [job] = await boss.fetch(definition.name, { batchSize: 1, includeMetadata: true });
      if (!job) continue;
      progressed = true;
      try {
        await runJob(definition, job, job.retryCount);
        await boss.complete(definition.name, job.id);
        report.completed++;
      } catch (error) {
        await boss.fail(definition.name, job.id, {
          message: error instanceof Error ? error.message : String(error),
        });
        report.failed++;
      }
    }
  }
  return report;
}
