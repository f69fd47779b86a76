import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { copyIn, rawQuery } from "@/db/raw";
import { leadLists } from "@/db/schema";
import { copyField } from "@/lib/import/copy-text";
import { leadPlatforms, type LeadPlatform } from "./constants";

/** Deterministic generated leads for seeding and benchmarks (mulberry32, so every run seeds the same rows). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const first =
  "Ada Alan Amara Ana Arjun Ben Bianca Carlos Chen Chloe Dana Diego Elena Emma Eric Fatima Felix Grace Hana Hugo Ines Isaac Jamal Jana Jonas Julia Kai Kenji Lara Leo Lina Luca Maya Mei Mila Nadia Noah Nora Omar Oscar Priya Quinn Rafael Rosa Sam Sara Sofia Tariq Theo Uma Vera Wei Yara Yusuf Zara Zoe".split(
    " ",
  );
const last =
  "Abbott Alvarez Andersen Baker Bennett Brooks Castro Chang Costa Dubois Edwards Evans Fischer Garcia Gupta Haddad Hansen Ito Jensen Johnson Kim Kowalski Larsen Lopez Martin Meyer Moreau Nakamura Nguyen Novak Okafor Olsen Patel Petrov Quinn Rossi Santos Schmidt Silva Singh Smith Tanaka Torres Varga Wagner Walker Weber Wilson Young Zhang".split(
    " ",
  );
const words =
  "Acme Apex Atlas Beacon Birch Blue Bright Cedar Cloud Coral Crest Delta Echo Ember Falcon Forge Granite Harbor Helix Horizon Iron Juniper Keystone Lumen Maple Meridian Nimbus Nova Oak Orbit Peak Pine Pioneer Prism Quartz Raven River Sage Sierra Silver Solar Spruce Summit Terra Tidal Vertex Willow Zenith".split(
    " ",
  );
const kinds =
  "Labs Health Logistics Foods Analytics Robotics Legal Finance Studio Partners Dental Cafe Fitness Realty Media".split(
    " ",
  );
const cities =
  "Austin|Berlin|Toronto|London|Sydney|Madrid|Chicago|Paris|Dubai|Stockholm|Lagos|Mumbai|Tokyo|Lima|Oslo".split(
    "|",
  );

/** Platform mix of a busy workspace. */
const mix: [LeadPlatform, number][] = [
  ["linkedin", 0.3],
  ["maps", 0.25],
  ["instagram", 0.15],
  ["web", 0.1],
  ["ocr", 0.05],
  ["crm", 0.15],
];
const statuses = ["NEW", "NEW", "NEW", "ACTIVE", "DONE", "CONTACTED", "PAUSED", "ERROR"];

type SeedLead = {
  platform: LeadPlatform;
  status: string;
  name: string;
  company: string;
  email: string | null;
  phone: string | null;
  headline: string | null;
  location: string | null;
  address: string | null;
  url: string | null;
  data: Record<string, unknown>;
  scrapedAt: Date;
};

const pick = <T>(r: () => number, list: T[]): T => list[Math.floor(r() * list.length)] as T;

function pickPlatform(r: () => number): LeadPlatform {
  let x = r();
  for (const [platform, share] of mix) {
    if ((x -= share) < 0) return platform;
  }
  return "crm";
}

/** Lead number `i` of a seed run: spread over two years, newest first by i. */
function seedLead(i: number, r: () => number, now: number): SeedLead {
  const platform = pickPlatform(r);
  const person = `${pick(r, first)} ${pick(r, last)}`;
  const company = `${pick(r, words)} ${pick(r, kinds)}`;
  const city = pick(r, cities);
  const slug = `${person.toLowerCase().replace(" ", ".")}${i}`;
  const base = {
    platform,
    status: pick(r, statuses),
    company,
    email: null,
    phone: null,
    headline: null,
    location: null,
    address: null,
    url: null,
    scrapedAt: new Date(now - i * 60_000 - Math.floor(r() * 60_000)),
  };
  switch (platform) {
    case "linkedin":
      return {
        ...base,
        name: person,
        headline: `${pick(r, ["Founder", "CTO", "Head of Sales", "Engineer", "Buyer"])} at ${company}`,
        location: city,
        url: `https://www.linkedin.com/in/${slug}`,
        data: { followers_count: Math.floor(r() * 5000), verified: r() < 0.3 },
      };
    case "maps":
      return {
        ...base,
        name: company,
        address: `${1 + Math.floor(r() * 400)} Main St, ${city}`,
        phone: `+1 555 ${String(i % 10_000).padStart(4, "0")}`,
        url: `https://maps.google.com/?cid=${i}`,
        data: { rating: Math.round(r() * 50) / 10, review_count: Math.floor(r() * 900) },
      };
    case "instagram":
      return {
        ...base,
        name: person,
        url: `https://www.instagram.com/${slug}`,
        data: { username: slug, is_private: r() < 0.2 },
      };
    case "web":
    case "ocr":
      return {
        ...base,
        name: `${company} ${platform === "web" ? "website" : "card"}`,
        data: { jsonOutput: { company, contact: person, city } },
      };
    case "crm":
      return {
        ...base,
        name: person,
        email: `${slug}@${company.toLowerCase().replace(" ", "")}.example`,
        phone: `+44 20 ${String(i % 10_000).padStart(4, "0")}`,
        data: { source: "seed" },
      };
  }
}

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
