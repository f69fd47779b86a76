import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { copyIn, rawQuery } from "@/db/raw";
import { leadLists } from "@/db/schema";
import { copyField } from "@/lib/import/copy-text";
import { leadPlatforms, type LeadPlatform } from "./constants";
import { random, seedLead } from "./seed-data";

const columns = [
  "workspace_id",
  "list_id",
  "platform",
  "status",
  "name",
  "company",
  "email",
  "phone",
  "headline",
  "location",
  "address",
  "url",
  "data",
  "scraped_at",
  "updated_at",
];

/** Secondary indexes of `leads` (all but the primary key), to drop before a bulk load into an empty table. */
async function leadIndexes(): Promise<{ name: string; definition: string }[]> {
  return rawQuery(
    `select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = 'leads' and indexname <> 'leads_pkey'`,
  );
}

async function* copyLines(
  workspaceId: string,
  lists: Record<LeadPlatform, string>,
  count: number,
  counts: Record<string, number>,
  seed: number,
): AsyncGenerator<string> {
  const r = random(seed);
  const now = Date.now();
  let out = "";
  for (let i = 0; i < count; i++) {
    const lead = seedLead(i, r, now);
    counts[lead.platform] = (counts[lead.platform] ?? 0) + 1;
    const at = lead.scrapedAt.toISOString();
    const values = [
      workspaceId,
      lists[lead.platform],
      lead.platform,
      lead.status,
      lead.name,
      lead.company,
      lead.email,
      lead.phone,
      lead.headline,
      lead.location,
      lead.address,
      lead.url,
      JSON.stringify(lead.data),
      at,
      at,
    ];
    out += `${values.map(copyField).join("\t")}\n`;
    if (out.length > 4_000_000) {
      yield out;
      out = "";
    }
  }
  if (out) yield out;
}

/**
 * Fills a workspace with `count` generated leads across every platform, one scrape list per platform,
 * through COPY. Into an empty table the indexes are dropped first and built after (1.5x faster).
 */
export async function seedLeads({
  workspaceId,
  userId,
  count,
  seed = 42,
  log = () => {},
}: {
  workspaceId: string;
  userId: string | null;
  count: number;
  seed?: number;
  log?: (line: string) => void;
}) {
  const db = await getDb();
  const stamp = new Date().toISOString().slice(0, 19).replace("T", " ");
  const created = await db
    .insert(leadLists)
    .values(
      leadPlatforms.map((platform) => ({
        workspaceId,
        createdByUserId: userId,
        name: `Seed ${platform} ${stamp}`,
        platform,
        kind: platform === "crm" ? ("import" as const) : ("scrape" as const),
        status: "DONE",
      })),
    )
    .returning({ id: leadLists.id, platform: leadLists.platform });
  const lists = Object.fromEntries(created.map((l) => [l.platform, l.id])) as Record<LeadPlatform, string>;

  const [{ empty } = { empty: false }] = await rawQuery<{ empty: boolean }>(
    `select not exists (select 1 from leads) as empty`,
  );
  const dropped = empty ? await leadIndexes() : [];
  for (const index of dropped) await rawQuery(`drop index if exists "${index.name}"`);
  if (dropped.length) log(`empty table: dropped ${dropped.length} indexes for the load`);

  const counts: Record<string, number> = {};
  const started = Date.now();
  await copyIn("leads", columns, copyLines(workspaceId, lists, count, counts, seed));
  log(`copied ${count.toLocaleString("en-US")} leads in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const indexStart = Date.now();
  for (const index of dropped) await rawQuery(index.definition);
  if (dropped.length)
    log(`rebuilt ${dropped.length} indexes in ${((Date.now() - indexStart) / 1000).toFixed(1)} s`);
  for (const list of created) {
    await db.execute(
      sql`update ${leadLists} set leads_count = ${counts[list.platform ?? ""] ?? 0} where id = ${list.id}`,
    );
  }
  await rawQuery("analyze leads");
  return { lists, counts };
}
