import "server-only";
import type PgBoss from "pg-boss";
import { emailJob } from "@/lib/email/job";
import { emailSweepJob } from "@/lib/email/sweep-job";
import type { JobDefinition } from "./definition";

/** Every queue of the product. A new area adds its definition here. */
export const jobDefinitions: JobDefinition[] = [emailJob, emailSweepJob];

export function findJob(name: string): JobDefinition | undefined {
  return jobDefinitions.find((job) => job.name === name);
}

export async function ensureQueues(boss: PgBoss): Promise<void> {
  for (const job of jobDefinitions) {
    const existing = await boss.getQueue(job.name);
    if (existing) await boss.updateQueue(job.name, { name: job.name, ...job.options });
    else await boss.createQueue(job.name, { name: job.name, ...job.options });
    if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { tz: "UTC" });
  }
}
