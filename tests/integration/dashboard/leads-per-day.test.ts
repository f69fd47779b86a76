import { and, eq, gte, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { leadLists, leads } from "@/db/schema";
import { getDashboard } from "@/lib/dashboard/queries";
import { insertLeads } from "@/lib/leads/insert-leads";
import { setWorkspaceTimeZone } from "@/lib/workspace/queries";
import { createTenant, importCsv, type Tenant } from "../leads/support";

const leadsPerDay = async (where: { workspaceId: string }) => (await getDashboard(where)).leadsPerDay;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

async function scrapeList(tenant: Tenant) {
  const db = await getDb();
  const [list] = await db
    .insert(leadLists)
    .values({ workspaceId: tenant.workspaceId, name: "Run", kind: "scrape", platform: null })
    .returning();
  if (!list) throw new Error("no list");
  return list.id;
}

/** The same figures counted from the leads themselves, as the chart used to. */
async function countedFromLeads(workspaceId: string) {
  const db = await getDb();
  const day = sql<string>`to_char(${leads.scrapedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, platform: leads.platform, count: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(
        eq(leads.workspaceId, workspaceId),
        gte(leads.scrapedAt, sql`(now() at time zone 'UTC')::date - 29`),
      ),
    )
    .groupBy(day, leads.platform);
}

const sorted = <T extends { day: string; platform: string }>(rows: T[]) =>
  [...rows].sort((x, y) => `${x.day}${x.platform}`.localeCompare(`${y.day}${y.platform}`));

describe("leads added per day (the dashboard's chart)", () => {
  it("counts every insert path exactly, concurrent ones too, per workspace, and keeps a deleted lead on its day", async () => {
    const tenant = await createTenant();
    const other = await createTenant();
    const db = await getDb();
    const listId = await scrapeList(tenant);
    const scraped = (count: number, platform: "maps" | "web", age: number) =>
      insertLeads(db, {
        workspaceId: tenant.workspaceId,
        listId,
        values: Array.from({ length: count }, (_, i) => ({
          platform,
          name: `${platform} ${age} ${i}`,
          scrapedAt: daysAgo(age),
        })),
      });
    const csv = (rows: number, tag: string) =>
      "name,company\n" + Array.from({ length: rows }, (_, i) => `Person ${tag}${i},Co ${tag}${i}`).join("\n");
    await Promise.all([
      scraped(7, "maps", 0),
      scraped(5, "maps", 0),
      scraped(3, "web", 2),
      importCsv(tenant, csv(4, "a"), "a.csv"),
      importCsv(tenant, csv(6, "b"), "b.csv"),
      importCsv(other, csv(9, "c"), "c.csv"),
    ]);
    // Older than the chart's 30 days: stored, not shown.
    await scraped(2, "web", 40);

    const chart = await leadsPerDay({ workspaceId: tenant.workspaceId });
    expect(sorted(chart)).toEqual(sorted(await countedFromLeads(tenant.workspaceId)));
    expect(chart.reduce((sum, r) => sum + r.count, 0)).toBe(7 + 5 + 3 + 4 + 6);
    expect(chart.find((r) => r.platform === "web")?.count).toBe(3);

    await db
      .update(leads)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(leads.workspaceId, tenant.workspaceId), eq(leads.platform, "maps")));
    const afterDelete = await leadsPerDay({ workspaceId: tenant.workspaceId });
    expect(afterDelete.filter((r) => r.platform === "maps").reduce((sum, r) => sum + r.count, 0)).toBe(12);

    const theirs = await leadsPerDay({ workspaceId: other.workspaceId });
    expect(theirs.map((r) => r.count)).toEqual([9]);
  });

  it("counts days of the workspace's time zone, again in the new zone's days when it changes", async () => {
    const tenant = await createTenant();
    const db = await getDb();
    const listId = await scrapeList(tenant);
    // An hour before midnight UTC: yesterday in UTC, already today (07:00) in Singapore.
    const lateInUtc = new Date(new Date().setUTCHours(0, 0, 0, 0) - 3_600_000);
    const dayIn = (timeZone: string) => lateInUtc.toLocaleDateString("en-CA", { timeZone });
    const add = (name: string) =>
      insertLeads(db, {
        workspaceId: tenant.workspaceId,
        listId,
        values: [{ platform: "maps", name, scrapedAt: lateInUtc }],
      });

    await add("Before the change");
    expect(await leadsPerDay({ workspaceId: tenant.workspaceId })).toEqual([
      { day: dayIn("UTC"), platform: "maps", count: 1 },
    ]);

    await setWorkspaceTimeZone({ workspaceId: tenant.workspaceId, timeZone: "Asia/Singapore" });
    await add("After the change");
    expect(await leadsPerDay({ workspaceId: tenant.workspaceId })).toEqual([
      { day: dayIn("Asia/Singapore"), platform: "maps", count: 2 },
    ]);
  });
});
