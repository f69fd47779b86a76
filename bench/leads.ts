/**
 * The Leads page at a million leads on PostgreSQL: the page query (50 rows, newest scraped first, one
 * platform, a search term) against the same SQL written by hand on the same database, and the page's
 * server-side data (rows, filtered total, heading total) at p95.
 */
import type { Sql } from "postgres";
import { countLeads, getLeads } from "@/lib/leads/queries";
import type { Benchmark, BenchResult } from "./result";
import { percentile, timed, withSeededDatabase } from "./_leads-db";

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const RUNS = 300;
const terms = ["son", "ana", "zhang", "lee", "mar", "chen", "ria", "nova", "oscar", "smith", "ina", "pat"];
const platforms = ["linkedin", "maps", "instagram", "crm"] as const;

const columns =
  "id, list_id, platform, status, name, company, email, phone, headline, location, address, url, data, scraped_at, updated_at";
const where = "workspace_id = $1 and deleted_at is null and platform = $2 and name ilike $3";
/** The one-statement query a first version would write; the planner walks the ordered index for rare terms. */
const naive = `select ${columns} from leads where ${where} order by scraped_at desc, id desc limit 51`;

/** The same statements getLeads runs (probe the matches, page a sparse set by id), written by hand. */
async function handWritten(client: Sql, params: string[]) {
  const ids = await client.unsafe(`select id from leads where ${where} limit 1001`, params, {
    prepare: false,
  });
  if (ids.length > 1000) return client.unsafe(naive, params, { prepare: false });
  if (!ids.length) return [];
  return client.unsafe(
    `select ${columns} from leads where id in (${ids.map((r) => Number(r.id)).join(",")}) order by scraped_at desc, id desc limit 51`,
    [],
    { prepare: false },
  );
}

export const benchmark: Benchmark = {
  name: "leads",
  description: `Leads page query and server data at ${LEADS.toLocaleString("en-US")} leads (PostgreSQL)`,
  run: () =>
    withSeededDatabase(LEADS, async ({ connection, tenant }) => {
      if (connection.driver.kind !== "postgres") throw new Error("needs PostgreSQL");
      const client = connection.driver.client;
      const query = (i: number) => ({
        workspaceId: tenant.workspaceId,
        platform: [platforms[i % platforms.length] ?? "linkedin"],
        q: terms[i % terms.length] ?? "son",
        sort: "scrapedAt" as const,
        perPage: 50,
      });
      const page: number[] = [];
      const hand: number[] = [];
      const oneStatement: number[] = [];
      const server: number[] = [];
      for (let i = -30; i < RUNS; i++) {
        const q = query(i + 30);
        const [a] = await timed(() => getLeads(q));
        const params = [q.workspaceId, q.platform[0] ?? "", `%${q.q}%`];
        const [b] = await timed(() => handWritten(client, params));
        const [d] = await timed(() => client.unsafe(naive, params, { prepare: false }));
        const [c] = await timed(() =>
          Promise.all([getLeads(q), countLeads(q), countLeads({ workspaceId: tenant.workspaceId })]),
        );
        if (i < 0) continue; // warm-up
        page.push(a);
        hand.push(b);
        oneStatement.push(d);
        server.push(c);
      }
      const pageP95 = percentile(page, 95);
      const handP95 = percentile(hand, 95);
      const serverP95 = percentile(server, 95);
      const results: BenchResult[] = [
        {
          name: "leads page query p95",
          unit: "ms",
          figure: pageP95,
          baseline: handP95,
          ratio: pageP95 / handP95,
          better: "lower",
          target: "<= 3x hand-written SQL",
          pass: pageP95 <= 3 * handP95,
          notes: [
            `p50 ${percentile(page, 50).toFixed(2)} ms vs hand-written ${percentile(hand, 50).toFixed(2)} ms over ${RUNS} runs (platform filter + 3-5 letter search)`,
            `a single ORDER BY ... LIMIT statement instead: p95 ${percentile(oneStatement, 95).toFixed(1)} ms (rare terms walk the ordered index)`,
          ],
        },
        {
          name: "leads page server data p95",
          unit: "ms",
          figure: serverP95,
          baseline: handP95,
          ratio: serverP95 / handP95,
          better: "lower",
          target: "< 150 ms",
          pass: serverP95 < 150,
          notes: ["rows + filtered total + heading total in parallel, as the page requests them"],
        },
      ];
      return results;
    }),
};
