/**
 * `npm run bench -- leads-render`: what the Leads page costs to render. One production server
 * (`next start`) on a throw-away PostgreSQL database with 10,000 seeded leads; `/signin` and `/leads`
 * (All Leads at its default page size, 25 rows) are measured on it in the same run, 10 connections each, so the ratio does not
 * depend on the machine. The two pages alternate in short rounds: on a shared two-core machine the speed
 * drifts within a minute, and one long run of each compared two different machines. Figures: `/leads` requests/s against `/signin`'s (target >= 0.45x) and the size of
 * one `/leads` HTML answer (target <= 120 KB).
 *
 * Builds into .next-bench first; LEADS_RENDER_DIST=<dir> with LEADS_RENDER_SKIP_BUILD=1 reuses a build.
 * LEADS_RENDER_PER_PAGE=50 (or 100) measures that page size instead of the default.
 * LEADS_RENDER_DATABASE_URL is the admin URL of the PostgreSQL server (default: 127.0.0.1:5432).
 */
import { createDatabase, seedWorkspace, signIn, startServer } from "../scripts/load-server";
import { defaultLeadsPageSize } from "@/lib/leads/constants";
import { buildInto, pageAgainstSignin } from "./_render";
import type { Benchmark, BenchResult } from "./result";

const dist = process.env.LEADS_RENDER_DIST ?? ".next-bench";
const skipBuild = process.env.LEADS_RENDER_SKIP_BUILD === "1";
const adminUrl = process.env.LEADS_RENDER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.LEADS_RENDER_SECONDS ?? 15);
const leads = 10_000;
const minRatio = 0.45;
const maxHtmlKb = 120;
const perPage = Number(process.env.LEADS_RENDER_PER_PAGE ?? defaultLeadsPageSize);

export const benchmark: Benchmark = {
  name: "leads-render",
  description: `/leads (${perPage} rows, All Leads) vs /signin requests/s on one production server, ${leads.toLocaleString("en-US")} leads`,
  async run() {
    if (!skipBuild) buildInto(dist);
    const database = await createDatabase(adminUrl, "crm_leads_render");
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const seed = await seedWorkspace(database.url, leads);
      server = await startServer({ dist, databaseUrl: database.url });
      const cookie = await signIn(server.url, seed.email, seed.password);
      const leadsUrl = `${server.url}/leads${perPage === defaultLeadsPageSize ? "" : `?perPage=${perPage}`}`;
      const page = await fetch(leadsUrl, { headers: { cookie } });
      const html = await page.text();
      const rows = (html.match(/aria-label="Select lead /g) ?? []).length;
      if (!page.ok || rows < perPage) throw new Error(`/leads answered ${page.status} with ${rows} rows`);
      const htmlKb = Buffer.byteLength(html) / 1024;

      const results: BenchResult[] = [
        await pageAgainstSignin({
          serverUrl: server.url,
          page: { name: "/leads", url: leadsUrl, cookie },
          seconds,
          minRatio,
          notes: [`${rows} table rows in the answer`],
        }),
        {
          name: "/leads HTML size",
          unit: "KB",
          figure: htmlKb,
          baseline: maxHtmlKb,
          ratio: htmlKb / maxHtmlKb,
          better: "lower",
          target: `<= ${maxHtmlKb} KB`,
          pass: htmlKb <= maxHtmlKb,
        },
      ];
      return results;
    } finally {
      await server?.stop();
      await database.drop();
    }
  },
};
