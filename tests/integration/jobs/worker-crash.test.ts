/**
 * Faults: a worker killed mid-job. The job was claimed, its handler started and never
 * finished, and the worker's pg-boss stopped without completing it. After a restart the job expires,
 * runs again and completes, and its effect happens exactly once (handlers are idempotent on their key).
 */
import { and, eq, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { appEvents } from "@/db/schema";
import { bossOptions } from "@/lib/jobs/boss";

// A queue for this test only (not in the registry): expiry of 1 s so recovery takes seconds, not minutes.
const QUEUE = "worker-crash-test";
const queueOptions = { name: QUEUE, expireInSeconds: 1, retryLimit: 3, retryDelay: 0 } satisfies PgBoss.Queue;

async function startBoss(): Promise<PgBoss> {
  const boss = new PgBoss({ ...(await bossOptions()), maintenanceIntervalSeconds: 1 });
  boss.on("error", () => {});
  await boss.start();
  if (!(await boss.getQueue(QUEUE))) await boss.createQueue(QUEUE, queueOptions);
  return boss;
}

async function countEvents(type: string, key: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appEvents)
    .where(and(eq(appEvents.type, type), sql`${appEvents.data}->>'key' = ${key}`));
  return row?.n ?? 0;
}

/** The job's effect, written at most once per key whatever the number of attempts. */
async function applyEffect(key: string): Promise<void> {
  const db = await getDb();
  await db.insert(appEvents).values({ type: "crash-test.attempt", data: { key } });
  if ((await countEvents("crash-test.effect", key)) > 0) return;
  await db.insert(appEvents).values({ type: "crash-test.effect", data: { key } });
}

async function waitFor(probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("a worker killed mid-job", () => {
  it("runs the job again after a restart and completes it exactly once", async () => {
    const key = `job-${Date.now()}`;
    const first = await startBoss();
    const jobId = await first.send(QUEUE, { key });
    expect(jobId).toBeTruthy();

    // Worker 1 claims the job, starts it (records the attempt) and dies before finishing.
    const [claimed] = await first.fetch<{ key: string }>(QUEUE);
    expect(claimed?.id).toBe(jobId);
    const db = await getDb();
    await db.insert(appEvents).values({ type: "crash-test.attempt", data: { key } });
    await first.stop({ graceful: false, wait: true, timeout: 2_000 });

    // The restarted process: maintenance expires the orphaned job, a worker runs it again.
    const second = await startBoss();
    expect((await second.getJobById(QUEUE, jobId ?? ""))?.state, "the orphaned job is not done").not.toBe(
      "completed",
    );
    await second.work<{ key: string }>(QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await applyEffect(job.data.key);
    });
    await waitFor(async () => (await second.getJobById(QUEUE, jobId ?? ""))?.state === "completed");

    expect(await countEvents("crash-test.effect", key)).toBe(1);
    expect(await countEvents("crash-test.attempt", key)).toBe(2);
    const job = await second.getJobById(QUEUE, jobId ?? "");
    expect(job?.retryCount).toBe(1);
    await second.stop({ graceful: false, wait: true, timeout: 2_000 });
  });
});
