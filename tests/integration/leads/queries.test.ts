import { beforeAll, describe, expect, it } from "vitest";
import { type SQL, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadLists, leads } from "@/db/schema";
import { insertLeads } from "@/lib/leads/insert-leads";
import {
  countLeads,
  deleteLead,
  getLead,
  getLeadsTablePage,
  getLeads,
  getLeadsByIds,
  updateLead,
} from "@/lib/leads/queries";
import { lastPageCursor } from "@/lib/leads/cursor";
import { leadConditions } from "@/lib/leads/lead-filters";
import { rowsOf } from "@/lib/campaigns/rows";
import { openDuplicatesCount } from "@/lib/leads/duplicates/queries";
import { saveLeadTableColumns, storedLeadTableColumns } from "@/lib/leads/table-views";
import { leadSummaryFields } from "@/lib/leads/types";
import { updateLeadSchema } from "@/lib/leads/validations";
import { createTenant, type Tenant } from "./support";

const platforms = ["linkedin", "maps", "instagram", "web", "ocr"] as const;
let a: Tenant;
let b: Tenant;
let listId: string;

/** 1,200 leads for A (more than the exact-count cap), scraped one minute apart; 5 for B with the same names. */
beforeAll(async () => {
  a = await createTenant();
  b = await createTenant();
  const db = await getDb();
  for (const t of [a, b]) {
    const [list] = await db
      .insert(leadLists)
      .values({ workspaceId: t.workspaceId, name: "Run", kind: "scrape", platform: null })
      .returning();
    if (!list) throw new Error("no list");
    if (t === a) listId = list.id;
    const n = t === a ? 1200 : 5;
    const base = Date.UTC(2026, 0, 1);
    await insertLeads(db, {
      workspaceId: t.workspaceId,
      listId: list.id,
      values: Array.from({ length: n }, (_, i) => ({
        platform: platforms[i % 5] ?? "web",
        status: i % 3 === 0 ? "DONE" : "NEW",
        name: i === 7 ? "Zoë 100% _Under" : `Person ${String(i).padStart(4, "0")}`,
        scrapedAt: new Date(base + Math.floor(i / 2) * 60_000),
        data: { i },
      })),
    });
  }
});

describe("getLeadsTablePage", () => {
  it("reads the same page as getLeads with only the fields the table shows", async () => {
    const query = {
      workspaceId: a.workspaceId,
      platform: ["maps" as const],
      sort: "name" as const,
      perPage: 25,
      page: 2,
    };
    const [whole, summaries] = await Promise.all([getLeads(query), getLeadsTablePage(query)]);
    expect(summaries.pageInfo).toEqual(whole.pageInfo);
    expect(summaries.rows).toEqual(
      whole.rows.map((row) => Object.fromEntries(leadSummaryFields.map((key) => [key, row[key]]))),
    );
    expect(summaries.rows[0]).not.toHaveProperty("data");
    expect((await getLeadsTablePage({ workspaceId: b.workspaceId, perPage: 50 })).rows).toHaveLength(5);
  });

  it("carries the workspace's total and the filtered total, each workspace its own", async () => {
    const all = await getLeadsTablePage({ workspaceId: a.workspaceId, perPage: 10 });
    expect(all.workspaceTotal).toEqual({ count: 1200, exact: true });
    expect(all.total).toEqual(all.workspaceTotal);
    const maps = await getLeadsTablePage({ workspaceId: a.workspaceId, platform: ["maps"], perPage: 10 });
    expect(maps.total).toEqual({ count: 240, exact: true });
    expect(maps.workspaceTotal).toEqual({ count: 1200, exact: true });
    const other = await getLeadsTablePage({ workspaceId: b.workspaceId, perPage: 10 });
    expect(other.workspaceTotal).toEqual({ count: 5, exact: true });
  });

  it("still knows the totals on a page with no row to carry them", async () => {
    const none = await getLeadsTablePage({ workspaceId: a.workspaceId, q: "no such name", perPage: 10 });
    expect(none.rows).toEqual([]);
    expect(none.total).toEqual({ count: 0, exact: true });
    expect(none.workspaceTotal).toEqual({ count: 1200, exact: true });
    const beyond = await getLeadsTablePage({ workspaceId: b.workspaceId, perPage: 10, page: 9 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.workspaceTotal).toEqual({ count: 5, exact: true });
  });
  it("carries a screen's own scalar subqueries beside the rows, and reads them alone for a page without rows", async () => {
    await saveLeadTableColumns({ ...a, columns: ["email", "name"] });
    const carry = { columns: storedLeadTableColumns(a), openDuplicates: openDuplicatesCount(a.workspaceId) };
    const page = await getLeadsTablePage({ workspaceId: a.workspaceId, perPage: 10 }, carry);
    expect(page.carried).toEqual({ columns: ["email", "name"], openDuplicates: 0 });
    expect(page.rows[0]).not.toHaveProperty("columns");
    expect(page.rows[0]).not.toHaveProperty("workspaceTotal");
    const none = await getLeadsTablePage(
      { workspaceId: a.workspaceId, q: "no such name", perPage: 10 },
      carry,
    );
    expect(none.rows).toEqual([]);
    expect(none.carried).toEqual(page.carried);
    expect(none.workspaceTotal).toEqual({ count: 1200, exact: true });
    const colleague = { workspaceId: a.workspaceId, userId: b.userId };
    const theirs = await getLeadsTablePage(
      { workspaceId: a.workspaceId, perPage: 10 },
      { columns: storedLeadTableColumns(colleague) },
    );
    expect(theirs.carried).toEqual({ columns: null });
  });
});

describe("getLeads", () => {
  it("pages newest first by keyset with cursors, never repeating or skipping a row (ties broken by id)", async () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 1; page <= 30; page++) {
      const result = await getLeads({ workspaceId: a.workspaceId, perPage: 50, page, cursor });
      seen.push(...result.rows.map((r) => r.id));
      if (!result.pageInfo.nextCursor) break;
      cursor = result.pageInfo.nextCursor;
    }
    expect(seen).toHaveLength(1200);
    expect(new Set(seen).size).toBe(1200);
    const db = await getDb();
    const expected = await db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.workspaceId, a.workspaceId))
      .orderBy(sql`scraped_at desc, id desc`);
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it("goes back with prevCursor and reaches the last page by reversing the sort", async () => {
    const p1 = await getLeads({ workspaceId: a.workspaceId, perPage: 25 });
    const p2 = await getLeads({
      workspaceId: a.workspaceId,
      perPage: 25,
      page: 2,
      cursor: p1.pageInfo.nextCursor ?? "",
    });
    const back = await getLeads({
      workspaceId: a.workspaceId,
      perPage: 25,
      page: 1,
      cursor: p2.pageInfo.prevCursor ?? "",
    });
    expect(back.rows.map((r) => r.id)).toEqual(p1.rows.map((r) => r.id));
    expect(back.pageInfo.hasPrev).toBe(false);
    const last = await getLeads({ workspaceId: a.workspaceId, perPage: 25, cursor: lastPageCursor });
    expect(last.pageInfo).toMatchObject({ isLast: true, hasNext: false, hasPrev: true });
    expect(last.rows.at(-1)?.name).toBe("Person 0000");
  });

  it("offset pages agree with cursor pages", async () => {
    const byOffset = await getLeads({ workspaceId: a.workspaceId, perPage: 10, page: 3 });
    const p1 = await getLeads({ workspaceId: a.workspaceId, perPage: 10 });
    const p2 = await getLeads({
      workspaceId: a.workspaceId,
      perPage: 10,
      page: 2,
      cursor: p1.pageInfo.nextCursor ?? "",
    });
    const p3 = await getLeads({
      workspaceId: a.workspaceId,
      perPage: 10,
      page: 3,
      cursor: p2.pageInfo.nextCursor ?? "",
    });
    expect(byOffset.rows.map((r) => r.id)).toEqual(p3.rows.map((r) => r.id));
    expect(byOffset.pageInfo).toMatchObject({ from: 21, to: 30 });
  });

  it("filters by platform and status, searches names (3+ anywhere, 1-2 as prefix, LIKE characters literal)", async () => {
    const maps = await getLeads({
      workspaceId: a.workspaceId,
      platform: ["maps"],
      status: ["DONE"],
      perPage: 100,
    });
    expect(maps.rows.length).toBeGreaterThan(0);
    expect(maps.rows.every((r) => r.platform === "maps" && r.status === "DONE")).toBe(true);
    expect((await getLeads({ workspaceId: a.workspaceId, q: "100%" })).rows.map((r) => r.name)).toEqual([
      "Zoë 100% _Under",
    ]);
    expect((await getLeads({ workspaceId: a.workspaceId, q: "_u" })).rows).toHaveLength(0);
    expect((await getLeads({ workspaceId: a.workspaceId, q: "zo" })).rows.map((r) => r.name)).toEqual([
      "Zoë 100% _Under",
    ]);
    expect((await getLeads({ workspaceId: a.workspaceId, q: "rson 119" })).rows).toHaveLength(10);
  });

  it("searches names and locations as people type them: case and accents do not count", async () => {
    const c = await createTenant();
    const db = await getDb();
    const [list] = await db
      .insert(leadLists)
      .values({ workspaceId: c.workspaceId, name: "Accents", kind: "scrape", platform: null })
      .returning();
    const people = [
      { name: "José Müller-Lüdenscheidt", location: "São Paulo, Brasil" },
      { name: "Åsa Ørsted", location: "Malmö, Sverige" },
      { name: "STRAßE Ltd", location: "Zürich" },
    ];
    await insertLeads(db, {
      workspaceId: c.workspaceId,
      listId: list!.id,
      values: people.map((p) => ({
        platform: "web" as const,
        status: "NEW",
        name: p.name,
        location: p.location,
      })),
    });
    const names = async (filter: { q?: string; location?: string }) =>
      (await getLeads({ workspaceId: c.workspaceId, ...filter })).rows.map((r) => r.name);
    expect(await names({ q: "jose muller" })).toEqual([people[0]!.name]);
    expect(await names({ q: "MÜLLER" })).toEqual([people[0]!.name]);
    expect(await names({ q: "asa orsted" })).toEqual([people[1]!.name]);
    expect(await names({ q: "strasse" })).toEqual([people[2]!.name]);
    expect(await names({ q: "JO" })).toEqual([people[0]!.name]);
    expect(await names({ q: "as" })).toEqual([people[1]!.name]);
    expect(await names({ location: "sao paulo" })).toEqual([people[0]!.name]);
    expect(await names({ location: "MALMO" })).toEqual([people[1]!.name]);
    expect(await names({ location: "zurich" })).toEqual([people[2]!.name]);
    // Only this workspace's leads: A has none of these names.
    expect((await getLeads({ workspaceId: a.workspaceId, q: "jose muller" })).rows).toEqual([]);
  });

  it("the folded search is the expression its trigram indexes are built on", async () => {
    const db = await getDb();
    // Statistics, and sequential and plain index scans off: on a table this small the planner would rather
    // read it all.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`analyze leads`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const explain = async (condition: SQL) =>
        rowsOf<Record<string, string>>(
          await tx.execute(sql`explain select id from leads where deleted_at is null and ${condition}`),
        )
          .map((r) => Object.values(r).join(""))
          .join("\n");
      const [name, location] = leadConditions({
        workspaceId: a.workspaceId,
        q: "zoe 100",
        location: "sao",
      }).slice(-2);
      return [await explain(name!), await explain(sql`location is not null and ${location!}`)];
    });
    expect(plan[0]).toContain("leads_ws_platform_name_trgm_idx");
    expect(plan[1]).toContain("leads_ws_location_trgm_idx");
  });

  it("pages a sparse search (by id) and a dense one (ordered index) the same way", async () => {
    for (const q of ["Person 1", "Person"]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 1; page < 40; page++) {
        const result = await getLeads({ workspaceId: a.workspaceId, q, perPage: 100, page, cursor });
        seen.push(...result.rows.map((r) => r.name));
        if (!result.pageInfo.nextCursor) break;
        cursor = result.pageInfo.nextCursor;
      }
      const expected = q === "Person" ? 1199 : 200;
      expect(seen).toHaveLength(expected);
      expect(new Set(seen).size).toBe(expected);
      expect(seen.slice(0, 2)).toEqual(["Person 1199", "Person 1198"]);
    }
    expect((await getLeads({ workspaceId: a.workspaceId, q: "nobody at all" })).rows).toEqual([]);
  });

  it("sorts by name ascending and pages that sort by cursor too", async () => {
    const p1 = await getLeads({ workspaceId: a.workspaceId, sort: "name", perPage: 3 });
    expect(p1.rows.map((r) => r.name)).toEqual(["Person 0000", "Person 0001", "Person 0002"]);
    const p2 = await getLeads({
      workspaceId: a.workspaceId,
      sort: "name",
      perPage: 3,
      page: 2,
      cursor: p1.pageInfo.nextCursor ?? "",
    });
    expect(p2.rows.map((r) => r.name)).toEqual(["Person 0003", "Person 0004", "Person 0005"]);
  });

  it("never returns another workspace's rows, whatever the filter, search, sort or cursor (RELIABILITY 19)", async () => {
    const foreignCursor =
      (await getLeads({ workspaceId: b.workspaceId, perPage: 2 })).pageInfo.nextCursor ?? "";
    for (const query of [
      {},
      { q: "Person" },
      { q: "Pe" },
      { sort: "name" as const },
      { status: ["NEW"] },
      { cursor: foreignCursor },
      { cursor: lastPageCursor },
    ]) {
      const rows = (await getLeads({ workspaceId: b.workspaceId, perPage: 100, ...query })).rows;
      const ids = new Set(rows.map((r) => r.listId));
      expect(ids.has(listId)).toBe(false);
    }
    expect((await getLeads({ workspaceId: b.workspaceId, perPage: 100 })).rows).toHaveLength(5);
  });
});

describe("countLeads", () => {
  it("is exact without filters and up to 1,000 matches, an estimate above", async () => {
    expect(await countLeads({ workspaceId: a.workspaceId })).toEqual({ count: 1200, exact: true });
    expect(await countLeads({ workspaceId: a.workspaceId, platform: ["maps"] })).toEqual({
      count: 240,
      exact: true,
    });
    const many = await countLeads({ workspaceId: a.workspaceId, q: "Person" });
    expect(many.exact).toBe(false);
    expect(many.count).toBeGreaterThan(1000);
    expect(await countLeads({ workspaceId: b.workspaceId, q: "Person" })).toEqual({ count: 5, exact: true });
  });

  it("the table's search is probed once: a few matches are its exact total, many an estimate, rows as getLeads", async () => {
    for (const q of ["rson 119", "Person"]) {
      const query = { workspaceId: a.workspaceId, q, perPage: 25 };
      const table = await getLeadsTablePage(query);
      expect(table.total).toEqual(await countLeads(query));
      expect(table.rows.map((r) => r.id)).toEqual((await getLeads(query)).rows.map((r) => r.id));
    }
    const few = await getLeadsTablePage({ workspaceId: a.workspaceId, q: "rson 119", perPage: 25 });
    expect(few.total).toEqual({ count: 10, exact: true });
    const many = await getLeadsTablePage({ workspaceId: a.workspaceId, q: "Person", platform: ["maps"] });
    expect(many.total).toEqual({ count: 240, exact: true });
  });
});

describe("get, update and delete a lead", () => {
  it("updates a lead with its platform's fields and keeps other data", async () => {
    const [lead] = (await getLeads({ workspaceId: a.workspaceId, platform: ["linkedin"], perPage: 1 })).rows;
    if (!lead) throw new Error("no lead");
    const input = updateLeadSchema.parse({
      platform: "linkedin",
      leadId: lead.id,
      name: "Ada L",
      headline: "CTO",
      profile_url: "https://linkedin.example/in/ada",
      followers_count: "",
      status: "active",
    });
    const updated = await updateLead({ workspaceId: a.workspaceId, input });
    expect(updated).toMatchObject({
      name: "Ada L",
      headline: "CTO",
      url: "https://linkedin.example/in/ada",
      status: "ACTIVE",
    });
    expect(updated.data).toMatchObject({ i: lead.data.i, followers_count: 0 });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(lead.updatedAt.getTime());
  });

  it("refuses an edit whose platform is not the lead's, and another workspace's lead, changing nothing", async () => {
    const [lead] = (await getLeads({ workspaceId: a.workspaceId, platform: ["maps"], perPage: 1 })).rows;
    if (!lead) throw new Error("no lead");
    const asWeb = updateLeadSchema.parse({ platform: "web", leadId: lead.id, jsonOutput: "{}" });
    await expect(updateLead({ workspaceId: a.workspaceId, input: asWeb })).rejects.toMatchObject({
      code: "not_found:lead",
    });
    const asMaps = updateLeadSchema.parse({ platform: "maps", leadId: lead.id, name: "Hijacked" });
    await expect(updateLead({ workspaceId: b.workspaceId, input: asMaps })).rejects.toMatchObject({
      code: "not_found:lead",
    });
    await expect(deleteLead({ workspaceId: b.workspaceId, leadId: lead.id })).rejects.toMatchObject({
      code: "not_found:lead",
    });
    await expect(getLead({ workspaceId: b.workspaceId, leadId: lead.id })).rejects.toMatchObject({
      status: 404,
    });
    expect(await getLead({ workspaceId: a.workspaceId, leadId: lead.id })).toEqual(lead);
    expect(await getLeadsByIds({ workspaceId: b.workspaceId, ids: [lead.id] })).toEqual([]);
  });

  it("soft-deletes a lead: gone from pages and totals, its list counts one less", async () => {
    const [lead] = (await getLeads({ workspaceId: a.workspaceId, perPage: 1 })).rows;
    if (!lead) throw new Error("no lead");
    const before = await countLeads({ workspaceId: a.workspaceId });
    await deleteLead({ workspaceId: a.workspaceId, leadId: lead.id });
    expect(await countLeads({ workspaceId: a.workspaceId })).toEqual({
      count: before.count - 1,
      exact: true,
    });
    await expect(getLead({ workspaceId: a.workspaceId, leadId: lead.id })).rejects.toMatchObject({
      status: 404,
    });
    const db = await getDb();
    const [row] = await db.select({ deletedAt: leads.deletedAt }).from(leads).where(eq(leads.id, lead.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});
