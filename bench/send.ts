/**
 * `npm run bench -- send`: a 10,000-recipient email campaign dispatched to the local fake Resend (served
 * in its own process) by two workers, as the campaign-dispatch job runs (concurrency 2), against a bare
 * loop of the same number of `POST /emails/batch` calls of 100 emails at the same concurrency, on the
 * same fake, in the same run. The campaign's time covers everything a send does: expansion, claims in
 * the database, pace and daily limit, personalisation, the call, and recording every outcome. Two
 * alternating rounds; figures are messages per second over both. Targets: >= 0.8x the bare loop, and
 * peak RSS growth while sending under 50 MB.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { createResendChannel } from "@/lib/campaigns/channels/email";
import { dispatchCampaign } from "@/lib/campaigns/dispatch";
import { benchCampaign, seedRecipients, withCampaignDatabase } from "./_campaigns-db";
import { peakMemory, timed } from "./_leads-db";
import type { Benchmark, BenchResult } from "./result";

const recipients = Number(process.env.SEND_RECIPIENTS ?? 10_000);
const concurrency = 2;
const batchSize = 100;
const rounds = 2;
const minRatio = 0.8;
const maxRssMb = 50;
// 0: the fake answers at once, so the figure is the engine's whole overhead; SEND_FAKE_LATENCY_MS gives
// each batch call a provider's time (Resend's batch calls take hundreds of milliseconds).
const latencyMs = Number(process.env.SEND_FAKE_LATENCY_MS ?? 0);

type Fake = { baseUrl: string; apiKey: string; process: ChildProcess };

async function startFake(): Promise<Fake> {
  const child = spawn("node_modules/.bin/tsx", ["tests/fakes/resend-serve.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, RESEND_FAKE_LATENCY_MS: String(latencyMs) },
  });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`fake Resend exited (${code})`)));
  });
  return { ...(JSON.parse(first) as { baseUrl: string; apiKey: string }), process: child };
}

/** One batch as the engine's messages look (sender, personalised subject and body, unsubscribe headers, tags). */
function bareBatch(round: number, index: number): string {
  return JSON.stringify(
    Array.from({ length: batchSize }, (_, i) => {
      const n = index * batchSize + i;
      return {
        from: '"Bench" <hello@example.com>',
        to: [`bare${round}-${n}@bench.example.org`],
        subject: `Hello Person ${n}`,
        html: `<!doctype html><html><body><p>Hi Person ${n},</p><p>A short note for Company ${n} about what we do.</p><p>Best regards</p><p><a href="http://localhost:3000/unsubscribe/${n}">Unsubscribe</a></p></body></html>`,
        text: `Hi Person ${n},\n\nA short note for Company ${n} about what we do.\n\nBest regards`,
        reply_to: "bench@example.com",
        headers: {
          "List-Unsubscribe": `<http://localhost:3000/api/unsubscribe/${n}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
        tags: [{ name: "campaign_id", value: `bare${round}` }],
      };
    }),
  );
}

async function bareLoop(fake: Fake, round: number): Promise<number> {
  const batches = Math.ceil(recipients / batchSize);
  let next = 0;
  const loop = async () => {
    for (let index = next++; index < batches; index = next++) {
      const response = await fetch(`${fake.baseUrl}/emails/batch`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${fake.apiKey}`,
          "content-type": "application/json",
          "idempotency-key": `bare/${round}/${index}`,
        },
        body: bareBatch(round, index),
      });
      if (!response.ok) throw new Error(`bare batch answered ${response.status}`);
      await response.json();
    }
  };
  const [ms] = await timed(() => Promise.all(Array.from({ length: concurrency }, loop)));
  return ms;
}

async function accepted(fake: Fake): Promise<{ accepted: number; recipients: number }> {
  return (await (await fetch(`${fake.baseUrl}/_fake/accepted`)).json()) as {
    accepted: number;
    recipients: number;
  };
}

export const benchmark: Benchmark = {
  name: "send",
  description: `${recipients.toLocaleString("en-US")}-recipient campaign vs bare batch calls, concurrency ${concurrency}`,
  run: () =>
    withCampaignDatabase("bench_send", async ({ tenant }) => {
      const fake = await startFake();
      try {
        const listId = await seedRecipients(tenant, recipients);
        const channel = createResendChannel(fake.apiKey, fake.baseUrl);
        // One unmeasured pass of the bare loop warms the fake and the connections.
        await bareLoop(fake, -1);
        const bare: number[] = [];
        const engine: number[] = [];
        let peakMb = 0;
        for (let round = 0; round < rounds; round++) {
          bare.push(await bareLoop(fake, round));
          // Each round sends a whole day's limit from the same sender: start the day afresh.
          await (await getDb()).execute(sql`delete from sending_identity_days`);
          const campaign = await benchCampaign(tenant, listId);
          const before = await accepted(fake);
          const measured = await peakMemory(() =>
            timed(() =>
              Promise.all(
                Array.from({ length: concurrency }, () =>
                  dispatchCampaign(campaign.id, { channel, budgetMs: 600_000 }),
                ),
              ),
            ),
          );
          peakMb = Math.max(peakMb, measured.peakMb);
          engine.push(measured.value[0]);
          const after = await accepted(fake);
          const sent = measured.value[1].reduce((total, r) => total + r.sent, 0);
          if (sent !== recipients || after.accepted - before.accepted !== recipients)
            throw new Error(
              `round ${round}: sent ${sent}, fake accepted ${after.accepted - before.accepted}`,
            );
        }
        const total = (ms: number[]) => ms.reduce((a, b) => a + b, 0);
        const figure = (recipients * rounds) / (total(engine) / 1000);
        const baseline = (recipients * rounds) / (total(bare) / 1000);
        const ratio = figure / baseline;
        const notes = [
          `fake latency ${latencyMs} ms per call; rounds (campaign): ${engine.map((ms) => ms.toFixed(0)).join(", ")} ms; (bare loop): ${bare.map((ms) => ms.toFixed(0)).join(", ")} ms`,
        ];
        const results: BenchResult[] = [
          {
            name: "campaign send vs bare batch loop",
            unit: "msg/s",
            figure,
            baseline,
            ratio,
            better: "higher",
            target: `>= ${minRatio}x`,
            pass: ratio >= minRatio,
            notes,
          },
          {
            name: "RSS growth while sending",
            unit: "MB",
            figure: peakMb,
            baseline: maxRssMb,
            ratio: peakMb / maxRssMb,
            better: "lower",
            target: `< ${maxRssMb} MB`,
            pass: peakMb < maxRssMb,
          },
        ];
        return results;
      } finally {
        fake.process.kill("SIGTERM");
      }
    }),
};
