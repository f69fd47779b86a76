/**
 * kill -9, five times, during one campaign: a worker process (dispatcher-process.ts) sends a campaign
 * through the local Resend and is killed at a random moment or while a batch call is in flight, then
 * started again. Afterwards every recipient got exactly one message (counted in the fake), the sender's
 * day never passed its limit, and the counters equal the deliveries. 2,000 recipients here;
 * CAMPAIGN_KILL_RECIPIENTS=10000 runs the size. PostgreSQL only (the worker is another process):
 * CI's server when the suite has one, otherwise a throw-away cluster.
 */
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, type ScratchDatabase } from "@/tests/support/scratch-database";
import { type ScriptProcess, spawnScript } from "@/tests/support/spawn-script";
import { startFakeResend, type FakeResend } from "@/tests/fakes/resend";

const RECIPIENTS = Number(process.env.CAMPAIGN_KILL_RECIPIENTS ?? 2_000);
const KILLS = 5;
const LEASE_SECONDS = 2;
const script = path.join(process.cwd(), "tests/integration/campaigns/dispatcher-process.ts");

let database: ScratchDatabase;
let fake: FakeResend;

beforeAll(async () => {
  database = await createScratchDatabase("crm_kill");
  // Each batch call takes a while, so that kills land while calls are in flight.
  fake = await startFakeResend(undefined, { latencyMs: 40 });
});
afterAll(async () => {
  await fake?.close();
  await database?.drop();
});

function worker(args: string[]): ScriptProcess {
  return spawnScript(script, args, {
    DATABASE_URL: database.url,
    RESEND_API_KEY: fake.apiKey,
    RESEND_BASE_URL: fake.baseUrl,
    JOBS_IN_PROCESS: "0",
  });
}

const until = async (condition: () => boolean, what: string, ms = 120_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe("a worker killed with SIGKILL five times", () => {
  it(
    `sends each of ${RECIPIENTS.toLocaleString("en-US")} recipients exactly once`,
    { timeout: 600_000 },
    async () => {
      const seeded = worker(["seed", String(RECIPIENTS), String(RECIPIENTS)]);
      const seed = await seeded.exited;
      expect(seed.code, seed.out).toBe(0);
      const { campaignId } = JSON.parse(seed.out.trim().split("\n").at(-1)!) as { campaignId: string };

      for (let kill = 1; kill <= KILLS; kill++) {
        const run = worker(["dispatch", campaignId, String(LEASE_SECONDS)]);
        const threshold = Math.floor((RECIPIENTS * kill) / (KILLS + 2));
        await until(
          () => fake.accepted.length >= threshold || run.child.exitCode !== null,
          `${threshold} sent`,
        );
        expect(run.child.exitCode, "the worker finished before it could be killed").toBeNull();
        if (kill % 2 === 1) {
          // While a batch call is in flight: the provider has accepted it, the answer never arrives.
          const before = fake.accepted.length;
          fake.fail("accept-then-hang");
          await until(
            () => fake.accepted.length > before || run.child.exitCode !== null,
            "a batch in flight",
          );
        } else {
          await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 150)));
        }
        run.child.kill("SIGKILL");
        expect((await run.exited).code).toBeNull();
      }
      const last = worker(["dispatch", campaignId, String(LEASE_SECONDS)]);
      const end = await last.exited;
      expect(end.code, end.out).toBe(0);

      const counts = new Map<string, number>();
      for (const a of fake.accepted) counts.set(a.to, (counts.get(a.to) ?? 0) + 1);
      expect(counts.size).toBe(RECIPIENTS);
      expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);

      const db = postgres(database.url, { max: 1, onnotice: () => {} });
      try {
        const [campaign] = await db`
        select status, recipients_count, sent_count, queued_count, failed_count, unknown_count, daily_limit
        from campaigns where id = ${campaignId}`;
        const statuses = await db`
        select status, count(*)::int as n from campaign_deliveries where campaign_id = ${campaignId} group by status`;
        const [day] = await db`
        select sum(d.sent)::int as sent from sending_identity_days d
        join campaigns c on c.sender_identity_id = d.identity_id where c.id = ${campaignId}`;
        const [daily] =
          await db`select sum(sent)::int as sent from campaign_daily_stats where campaign_id = ${campaignId}`;
        expect(statuses.map((r) => [r.status, r.n])).toEqual([["sent", RECIPIENTS]]);
        expect(campaign).toMatchObject({
          status: "sent",
          recipients_count: RECIPIENTS,
          sent_count: RECIPIENTS,
          queued_count: 0,
          failed_count: 0,
          unknown_count: 0,
        });
        expect(day!.sent).toBe(RECIPIENTS);
        expect(day!.sent).toBeLessThanOrEqual(campaign!.daily_limit as number);
        expect(daily!.sent).toBe(RECIPIENTS);
      } finally {
        await db.end();
      }
    },
  );
});
