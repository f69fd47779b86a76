/**
 * `npm run bench -- campaigns-render`: what `/campaigns` costs to render with 200 campaigns and
 * 1,000,000 deliveries in the workspace, against `/signin` on the same production server in the same
 * run (the leads-render harness: alternating rounds, 10 connections). The page's figures must come from
 * the counters and daily rows kept with the deliveries, not from counting deliveries per request.
 * Target: >= 0.45x `/signin`'s requests per second. Whatever `/campaigns` is at the time is measured
 * (the notes say whether it rendered the campaigns).
 *
 * Builds into .next-bench first; CAMPAIGNS_RENDER_DIST=<dir> with CAMPAIGNS_RENDER_SKIP_BUILD=1 reuses
 * a build. CAMPAIGNS_RENDER_DATABASE_URL is the admin URL of the PostgreSQL server.
 */
import postgres from "postgres";
import { createDatabase, seedWorkspace, signIn, startServer } from "../scripts/load-server";
import { buildInto, pageAgainstSignin } from "./_render";
import type { Benchmark } from "./result";

const dist = process.env.CAMPAIGNS_RENDER_DIST ?? ".next-bench";
const skipBuild = process.env.CAMPAIGNS_RENDER_SKIP_BUILD === "1";
const adminUrl = process.env.CAMPAIGNS_RENDER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.CAMPAIGNS_RENDER_SECONDS ?? 15);
const campaignCount = 200;
const deliveriesPerCampaign = 5_000;
const minRatio = 0.45;

/** 200 campaigns of every status, 5,000 deliveries each over the last 30 days, counters and daily rows to match. */
async function seedCampaigns(url: string, workspaceId: string, userId: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [identity] = await sql`
      insert into sending_identities (workspace_id, channel, address) values (${workspaceId}, 'email', 'bench@example.com')
      returning id`;
    if (!identity) throw new Error("no sending identity");
    await sql`
      insert into campaigns (workspace_id, created_by_user_id, name, status, sender_identity_id, expanded_at,
        started_at, finished_at, scheduled_for, created_at)
      select ${workspaceId}, ${userId}, 'Campaign ' || g,
        (array['sent', 'sent', 'sent', 'partially_failed', 'sending', 'scheduled', 'paused', 'failed'])[g % 8 + 1],
        ${identity.id}, now(), now() - (g % 30) * interval '1 day', now() - (g % 30) * interval '1 day', null,
        now() - (g % 30) * interval '1 day' - g * interval '1 second'
      from generate_series(1, ${campaignCount}) as g`;
    await sql`
      insert into campaign_steps (campaign_id, channel, subject, body)
      select id, 'email', 'Hello {{firstName|there}}', 'Hi {{firstName|there}} at {{company}}' from campaigns
      where workspace_id = ${workspaceId}`;
    await sql`
      insert into campaign_deliveries (workspace_id, campaign_id, step_id, address, position, status, sent_at, last_event, last_event_at)
      select c.workspace_id, c.id, s.id, 'r' || g || '@bench.example.org', g,
        case when g % 50 = 0 then 'failed' when g % 97 = 0 then 'skipped' else 'sent' end,
        c.started_at + g * interval '1 second',
        case when g % 3 = 0 then 'opened' when g % 7 = 0 then 'clicked' when g % 2 = 0 then 'delivered' end,
        c.started_at + g * interval '2 seconds'
      from campaigns c join campaign_steps s on s.campaign_id = c.id, generate_series(1, ${deliveriesPerCampaign}) as g
      where c.workspace_id = ${workspaceId}`;
    // Counters and daily rows as the engine keeps them, computed once here from the rows.
    await sql`
      update campaigns c set recipients_count = d.total, sent_count = d.sent, failed_count = d.failed,
        skipped_count = d.skipped, delivered_count = d.delivered, opens_count = d.opened, clicks_count = d.clicked
      from (select campaign_id, count(*)::int as total,
              count(*) filter (where status = 'sent')::int as sent,
              count(*) filter (where status = 'failed')::int as failed,
              count(*) filter (where status = 'skipped')::int as skipped,
              count(*) filter (where last_event is not null)::int as delivered,
              count(*) filter (where last_event in ('opened', 'clicked'))::int as opened,
              count(*) filter (where last_event = 'clicked')::int as clicked
            from campaign_deliveries where workspace_id = ${workspaceId} group by campaign_id) d
      where c.id = d.campaign_id`;
    await sql`
      insert into campaign_daily_stats (workspace_id, campaign_id, day, sent, failed, delivered, opened, clicked)
      select workspace_id, campaign_id, (sent_at at time zone 'UTC')::date,
        count(*) filter (where status = 'sent'), count(*) filter (where status = 'failed'),
        count(*) filter (where last_event is not null), count(*) filter (where last_event in ('opened', 'clicked')),
        count(*) filter (where last_event = 'clicked')
      from campaign_deliveries where workspace_id = ${workspaceId}
      group by workspace_id, campaign_id, (sent_at at time zone 'UTC')::date`;
    await sql`analyze`;
  } finally {
    await sql.end();
  }
}

export const benchmark: Benchmark = {
  name: "campaigns-render",
  description: `/campaigns vs /signin requests/s on one production server, ${campaignCount} campaigns, ${(campaignCount * deliveriesPerCampaign).toLocaleString("en-US")} deliveries`,
  async run() {
    if (!skipBuild) buildInto(dist);
    const database = await createDatabase(adminUrl, "crm_campaigns_render");
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const seed = await seedWorkspace(database.url, 100);
      const started = Date.now();
      await seedCampaigns(database.url, seed.workspaceId, seed.userId);
      console.log(`  seeded campaigns and deliveries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      server = await startServer({ dist, databaseUrl: database.url });
      const cookie = await signIn(server.url, seed.email, seed.password);
      const campaignsUrl = `${server.url}/campaigns`;
      const page = await fetch(campaignsUrl, { headers: { cookie } });
      const html = await page.text();
      if (!page.ok) throw new Error(`/campaigns answered ${page.status}`);
      const shown = (html.match(/Campaign \d+/g) ?? []).length;
      const placeholder = /Coming soon/i.test(html);

      return [
        await pageAgainstSignin({
          serverUrl: server.url,
          page: { name: "/campaigns", url: campaignsUrl, cookie },
          seconds,
          minRatio,
          notes: [
            placeholder
              ? "/campaigns is still the Coming soon placeholder in this build: the figure is the placeholder's"
              : `/campaigns rendered ${shown} campaign names (${(Buffer.byteLength(html) / 1024).toFixed(0)} KB)`,
          ],
        }),
      ];
    } finally {
      await server?.stop();
      await database.drop();
    }
  },
};
