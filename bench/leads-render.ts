/**
 * `npm run bench -- leads-render`: what the Leads page costs to render. One production server
 * (`next start`) on a throw-away PostgreSQL database with 10,000 seeded leads; `/signin` and `/leads`
 * (All Leads, 50 rows) are measured on it in the same run, 10 connections each, so the ratio does not
 * depend on the machine. The two pages alternate in short rounds: on a shared two-core machine the speed
 * drifts within a minute, and one long run of each compared two different machines. Figures: `/leads` requests/s against `/signin`'s (target >= 0.45x) and the size of
 * one `/leads` HTML answer (target <= 120 KB).
 *
 * Builds into .next-bench first; LEADS_RENDER_DIST=<dir> with LEADS_RENDER_SKIP_BUILD=1 reuses a build.
 * LEADS_RENDER_DATABASE_URL is the admin URL of the PostgreSQL server (default: 127.0.0.1:5432).
 */
import { createDatabase, seedWorkspace, signIn, startServer } from "../scripts/load-server";
import { alternate, buildInto, combine, connections, ms, rounds } from "./_render";
import type { Benchmark, BenchResult } from "./result";

const dist = process.env.LEADS_RENDER_DIST ?? ".next-bench";
const skipBuild = process.env.LEADS_RENDER_SKIP_BUILD === "1";
const adminUrl = process.env.LEADS_RENDER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const seconds = Number(process.env.LEADS_RENDER_SECONDS ?? 15);
const leads = 10_000;
const minRatio = 0.45;
const maxHtmlKb = 120;

export const benchmark: Benchmark = {
  name: "leads-render",
  description: `/leads (50 rows, All Leads) vs /signin requests/s on one production server, ${leads.toLocaleString("en-US")} leads`,
  async run() {
    if (!skipBuild) buildInto(dist);
    const database = await createDatabase(adminUrl, "crm_leads_render");
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      const seed = await seedWorkspace(database.url, leads);
      server = await startServer({ dist, databaseUrl: database.url });
      const cookie = await signIn(server.url, seed.email, seed.password);
      const leadsUrl = `${server.url}/leads`;
      const page = await fetch(leadsUrl, { headers: { cookie } });
      const html = await page.text();
      const rows = (html.match(/aria-label="Select lead /g) ?? []).length;
      if (!page.ok || rows < 50) throw new Error(`/leads answered ${page.status} with ${rows} rows`);
      const htmlKb = Buffer.byteLength(html) / 1024;

      const [signinRuns, leadsRuns] = await alternate(
        [
          { name: "/signin", url: `${server.url}/signin` },
          { name: "/leads", url: leadsUrl, cookie },
        ],
        seconds,
      );
      const signin = combine(signinRuns!);
      const leadsPage = combine(leadsRuns!);
      const roundRatios = leadsRuns!.map((run, i) => (run.rps / signinRuns![i]!.rps).toFixed(2));
      const failures = [signin, leadsPage].filter((r) => r.errors > 0 || r.non2xx > 0);
      if (failures.length) {
        throw new Error(failures.map((r) => `${r.name}: ${r.errors} errors, ${r.non2xx} non-2xx`).join("; "));
      }
      const ratio = leadsPage.rps / signin.rps;
      const notes = [
        `${connections} connections, ${seconds} s each in ${rounds} alternating rounds after a 3 s warm-up; ${rows} table rows in the answer`,
        `ratio per round: ${roundRatios.join(", ")}`,
        `p50 / p95 (median round): /signin ${ms(signin.p50)} / ${ms(signin.p95)} ms, /leads ${ms(leadsPage.p50)} / ${ms(leadsPage.p95)} ms`,
      ];
      const results: BenchResult[] = [
        {
          name: "/leads vs /signin",
          unit: "req/s",
          figure: leadsPage.rps,
          baseline: signin.rps,
          ratio,
          better: "higher",
          target: `>= ${minRatio}x`,
          pass: ratio >= minRatio,
          notes,
        },
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
