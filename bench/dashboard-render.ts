/**
 * `npm run bench -- dashboard-render`: what `/dashboard` costs to render in a workspace of 1,000,000
 * leads (the seed spreads them a minute apart, so the chart's 30 days hold about 43,000), against
 * `/signin` on the same production server in the same run. Its figures must stay exact without
 * counting the leads per request: the leads total is the lists' counters, the chart the daily counts.
 * Target: >= 0.45x `/signin`'s requests per second (the Leads page's budget).
 *
 * Builds into .next-bench first; DASHBOARD_RENDER_DIST=<dir> with DASHBOARD_RENDER_SKIP_BUILD=1
 * reuses a build. DASHBOARD_RENDER_DATABASE_URL is the admin URL of the PostgreSQL server;
 * DASHBOARD_RENDER_LEADS changes the size.
 */
import { createDatabase, seedWorkspace, signIn, startServer } from "../scripts/load-server";
import { buildInto, pageAgainstSignin } from "./_render";
import type { Benchmark } from "./result";

const dist = process.env.DASHBOARD_RENDER_DIST ?? ".next-bench";
const skipBuild = process.env.DASHBOARD_RENDER_SKIP_BUILD === "1";
const adminUrl = process.env.DASHBOARD_RENDER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.DASHBOARD_RENDER_SECONDS ?? 15);
const leads = Number(process.env.DASHBOARD_RENDER_LEADS ?? 1_000_000);
const minRatio = 0.45;

export const benchmark: Benchmark = {
  name: "dashboard-render",
  description: `/dashboard vs /signin requests/s on one production server, ${leads.toLocaleString("en-US")} leads`,
  async run() {
    if (!skipBuild) buildInto(dist);
    const database = await createDatabase(adminUrl, "crm_dashboard_render");
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const seed = await seedWorkspace(database.url, leads);
      server = await startServer({ dist, databaseUrl: database.url });
      const cookie = await signIn(server.url, seed.email, seed.password);
      const url = `${server.url}/dashboard`;
      const answer = await fetch(url, { headers: { cookie } });
      const html = await answer.text();
      const total = leads.toLocaleString("en-US");
      // The page must show the exact total and a drawn chart, or it measured something else.
      if (!answer.ok || !html.includes(`>${total}<`) || !html.includes("Leads added per day")) {
        throw new Error(`/dashboard answered ${answer.status} without the total ${total} or its chart`);
      }
      return [
        await pageAgainstSignin({
          serverUrl: server.url,
          page: { name: "/dashboard", url, cookie },
          seconds,
          minRatio,
          notes: [`HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB with the total ${total}`],
        }),
      ];
    } finally {
      await server?.stop();
      await database.drop();
    }
  },
};
