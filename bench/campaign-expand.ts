/**
 * `npm run bench -- campaign-expand`: expanding a 100,000-recipient list into deliveries (every
 * recipient judged: address shape, verification, suppression, duplicates; in batches of 5,000, each
 * one statement) against a hand-written `INSERT ... SELECT` of the same rows as queued deliveries in
 * one statement, on the same PostgreSQL database. Three runs each, alternating, fresh campaigns; the
 * medians are compared. Target: at most 2x.
 */
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { expandCampaign } from "@/lib/campaigns/expand";
import { campaignStepId } from "@/lib/campaigns/queries";
import { benchCampaign, seedRecipients, withCampaignDatabase } from "./_campaigns-db";
import { percentile, timed } from "./_leads-db";
import type { Benchmark } from "./result";

const recipients = Number(process.env.CAMPAIGN_EXPAND_RECIPIENTS ?? 100_000);
const runs = 3;
const maxRatio = 2;

export const benchmark: Benchmark = {
  name: "campaign-expand",
  description: `expanding ${recipients.toLocaleString("en-US")} recipients vs one INSERT ... SELECT`,
  run: () =>
    withCampaignDatabase("bench_expand", async ({ tenant }) => {
      const listId = await seedRecipients(tenant, recipients);
      const db = await getDb();
      const engine: number[] = [];
      const baseline: number[] = [];
      for (let run = 0; run < runs; run++) {
        const plain = await benchCampaign(tenant, listId);
        const stepOfPlain = await campaignStepId(plain.id);
        const [ms] = await timed(() =>
          db.execute(sql`
            insert into campaign_deliveries (workspace_id, campaign_id, step_id, lead_id, address, position, status)
            select l.workspace_id, ${plain.id}, ${stepOfPlain}, l.id, lower(trim(l.email)),
              row_number() over (order by l.id), 'queued'
            from leads l where l.list_id = ${listId} and l.deleted_at is null`),
        );
        baseline.push(ms);
        const campaign = await benchCampaign(tenant, listId);
        const stepId = await campaignStepId(campaign.id);
        const [engineMs] = await timed(() => expandCampaign(campaign, stepId));
        engine.push(engineMs);
        const [row] = (await db.execute(
          sql`select recipients_count, queued_count from campaigns where id = ${campaign.id}`,
        )) as unknown as Array<{ recipients_count: number; queued_count: number }>;
        if (Number(row?.recipients_count) !== recipients)
          throw new Error(`expanded ${row?.recipients_count} of ${recipients}`);
      }
      const figure = percentile(engine, 50);
      const base = percentile(baseline, 50);
      const ratio = figure / base;
      return [
        {
          name: "campaign expansion vs INSERT ... SELECT",
          unit: "ms",
          figure,
          baseline: base,
          ratio,
          better: "lower" as const,
          target: `<= ${maxRatio}x`,
          pass: ratio <= maxRatio,
          notes: [
            `runs (engine): ${engine.map((ms) => ms.toFixed(0)).join(", ")} ms; (INSERT ... SELECT): ${baseline.map((ms) => ms.toFixed(0)).join(", ")} ms`,
          ],
        },
      ];
    }),
};
