/**
 * `npm run bench -- leads-filters`: the Leads table's contact filters (has email or phone, email
 * status, tags, location, date added, and them combined) at a million leads on PostgreSQL. Each is the
 * page's server data, as the table asks for it (50 rows, newest first, its filtered total and the
 * workspace total), at p95 over 60 runs, against the unfiltered page in the same run. Target: every
 * filter under 150 ms at p95 (the page's server budget of the `leads` bench).
 *
 * The seed is a million generated leads; one statement then gives them email statuses and tags in the
 * proportions a real workspace might have (a tag on 5% and 14%, statuses on the leads with an email).
 */
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { getLeadsTablePage, type LeadsQuery } from "@/lib/leads/queries";
import type { Benchmark, BenchResult } from "./result";
import { percentile, timed, withSeededDatabase } from "./_leads-db";

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const RUNS = 60;
const budgetMs = 150;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const filters: { name: string; query: Omit<LeadsQuery, "workspaceId"> }[] = [
  { name: "has email", query: { has: ["email"] } },
  { name: "has phone, Maps", query: { has: ["phone"], platform: ["maps"] } },
  { name: "email status valid", query: { emailStatus: ["valid"] } },
  { name: "tag on 5% of leads", query: { tags: ["vip"] } },
  { name: "location Berlin", query: { location: "Berlin" } },
  { name: "added in one week, 30 days ago", query: { from: day(37), to: day(30) } },
  { name: "tag + valid email + phone", query: { tags: ["vip"], emailStatus: ["valid"], has: ["phone"] } },
  { name: "search + has email", query: { q: "son", has: ["email"] } },
];

async function giveContactDetails(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`
    update leads set
      email_status = case when email is null then null
        else (array['valid', 'valid', 'risky', 'invalid', 'unknown'])[id % 5 + 1] end,
      tags = case when id % 20 = 0 then array['vip'] when id % 7 = 0 then array['event-2026'] else '{}' end`);
  await db.execute(sql`analyze leads`);
}

export const benchmark: Benchmark = {
  name: "leads-filters",
  description: `Leads table contact filters at ${LEADS.toLocaleString("en-US")} leads (PostgreSQL), page server data p95`,
  run: () =>
    withSeededDatabase(LEADS, async ({ tenant }) => {
      const started = Date.now();
      await giveContactDetails();
      console.log(`  gave statuses and tags in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const page = (query: Omit<LeadsQuery, "workspaceId">) =>
        getLeadsTablePage({ workspaceId: tenant.workspaceId, perPage: 50, ...query });
      const p95 = async (query: Omit<LeadsQuery, "workspaceId">) => {
        const times: number[] = [];
        for (let i = -5; i < RUNS; i++) {
          const [ms] = await timed(() => page(query));
          if (i >= 0) times.push(ms);
        }
        return percentile(times, 95);
      };
      const unfiltered = await p95({});
      const results: BenchResult[] = [];
      for (const { name, query } of filters) {
        const figure = await p95(query);
        const rows = (await page(query)).rows.length;
        results.push({
          name: `leads filter: ${name}`,
          unit: "ms",
          figure,
          baseline: unfiltered,
          ratio: figure / unfiltered,
          better: "lower",
          target: `< ${budgetMs} ms p95`,
          pass: figure < budgetMs,
          notes: [`${rows} rows on the first page; unfiltered page p95 ${unfiltered.toFixed(1)} ms`],
        });
      }
      return results;
    }),
};
