import { describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { leadListMembers, leads } from "@/db/schema";
import { leadMessages } from "@/lib/leads/messages";
import { countLeads, deleteLead, getLeads } from "@/lib/leads/queries";
import { loadSampleData } from "@/lib/leads/sample-data";
import { createCuratedListSchema, createLeadListSchema, updateLeadListSchema } from "@/lib/lists/validations";
import {
  createCuratedList,
  createLeadList,
  deleteLeadList,
  getLeadList,
  getLeadLists,
  getListLeads,
  updateLeadList,
} from "@/lib/lists/queries";
import { createTenant, importCsv, snapshot, type Tenant } from "./support";

async function seeded(): Promise<Tenant & { listId: string }> {
  const t = await createTenant();
  const result = await loadSampleData(t);
  return { ...t, listId: result.listId };
}

describe("sample data", () => {
  it("loads 50 leads across the five scraping platforms into a sample list and the two sample projects, only into an empty workspace", async () => {
    const t = await createTenant();
    const result = await loadSampleData(t);
    expect(result).toMatchObject({ imported: 50, projects: 2 });
    expect(await countLeads({ workspaceId: t.workspaceId })).toEqual({ count: 50, exact: true });
    const list = await getLeadList({ workspaceId: t.workspaceId, listId: result.listId });
    expect(list).toMatchObject({ kind: "sample", leadsCount: 50, platform: null });
    for (const platform of ["linkedin", "maps", "instagram", "web", "ocr"] as const) {
      expect(
        (await getLeads({ workspaceId: t.workspaceId, platform: [platform], perPage: 100 })).rows,
      ).toHaveLength(10);
    }
    // Sites and business cards carry their records in the scrapers' own shapes, so their contact fields fill.
    for (const platform of ["web", "ocr"] as const) {
      const { rows } = await getLeads({ workspaceId: t.workspaceId, platform: [platform], perPage: 100 });
      for (const row of rows) {
        expect(row.email, `${platform} sample lead ${row.id}`).toMatch(/^[a-z-]+@[a-z-]+\.example\.com$/);
        expect(row.phoneE164, `${platform} sample lead ${row.id}`).toMatch(/^\+15125550\d{3}$/);
        expect(row.website, `${platform} sample lead ${row.id}`).toMatch(
          /^https:\/\/[a-z-]+\.example\.com\/?$/,
        );
      }
    }
    // A place's address also gives its Location, which the Location filter reads.
    const places = (await getLeads({ workspaceId: t.workspaceId, platform: ["maps"], perPage: 100 })).rows;
    for (const place of places) expect(place.address).toContain(place.location ?? "no location");
    const [site] = (await getLeads({ workspaceId: t.workspaceId, platform: ["web"], perPage: 1 })).rows;
    expect(site).toMatchObject({
      company: expect.any(String),
      firstName: expect.any(String),
      title: "Founder",
    });
    await expect(loadSampleData(t)).rejects.toMatchObject({
      status: 409,
      message: leadMessages.sampleDataNotEmpty,
    });
  });
});

describe("lead lists", () => {
  it("creates a scrape list, refusing a duplicate name for the same platform case-insensitively", async () => {
    const t = await createTenant();
    const input = createLeadListSchema.parse({ name: "Dentists", platform: "maps", description: "  " });
    const list = await createLeadList({ ...t, input });
    expect(list).toMatchObject({
      name: "Dentists",
      platform: "maps",
      status: "ACTIVE",
      kind: "scrape",
      description: null,
      leadsCount: 0,
    });
    await expect(createLeadList({ ...t, input: { ...input, name: "DENTISTS" } })).rejects.toMatchObject({
      status: 409,
      message: leadMessages.listNameTaken,
    });
    expect(await createLeadList({ ...t, input: { ...input, platform: "linkedin" } })).toMatchObject({
      platform: "linkedin",
    });
  });

  it("lists newest first with search, platform and status filters and an exact total", async () => {
    const t = await seeded();
    const input = createLeadListSchema.parse({ name: "Cafés 100%", platform: "maps", status: "DONE" });
    await createLeadList({ ...t, input });
    const page = await getLeadLists({ workspaceId: t.workspaceId, perPage: 10 });
    expect(page.rows.map((r) => r.name)[0]).toBe("Cafés 100%");
    expect(page.total).toEqual({ count: 2, exact: true });
    expect((await getLeadLists({ workspaceId: t.workspaceId, q: "% " })).rows).toHaveLength(0);
    expect((await getLeadLists({ workspaceId: t.workspaceId, q: "afé" })).rows).toHaveLength(1);
    expect((await getLeadLists({ workspaceId: t.workspaceId, q: "CAFES" })).rows).toHaveLength(1);
    expect(
      (await getLeadLists({ workspaceId: t.workspaceId, platform: ["maps"], status: ["DONE"] })).rows,
    ).toHaveLength(1);
  });

  it("edits a list's name and description, and its status", async () => {
    const t = await seeded();
    const input = updateLeadListSchema.parse({ listId: t.listId, name: "Renamed", description: "About" });
    expect(await updateLeadList({ workspaceId: t.workspaceId, input })).toMatchObject({
      name: "Renamed",
      description: "About",
    });
    const status = updateLeadListSchema.parse({ listId: t.listId, status: "paused" });
    expect((await updateLeadList({ workspaceId: t.workspaceId, input: status })).status).toBe("PAUSED");
  });

  it("shows a list's leads newest first, with search and paging", async () => {
    const t = await seeded();
    const page = await getListLeads({ workspaceId: t.workspaceId, listId: t.listId, perPage: 20 });
    expect(page.total).toEqual({ count: 50, exact: true });
    const times = page.rows.map((r) => r.scrapedAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const next = await getListLeads({
      workspaceId: t.workspaceId,
      listId: t.listId,
      perPage: 20,
      page: 2,
      cursor: page.pageInfo.nextCursor ?? "",
    });
    expect(next.pageInfo).toMatchObject({ from: 21, to: 40 });
    expect(
      // Ava Patel on LinkedIn and Instagram, and her business card (named by its email, ava-patel@...).
      (await getListLeads({ workspaceId: t.workspaceId, listId: t.listId, q: "patel" })).total,
    ).toEqual({ count: 3, exact: true });
  });
});

describe("curated lists (Create List from selected leads)", () => {
  it("keeps leads in their origin list, counts members, and deleting it only removes membership", async () => {
    const t = await seeded();
    const ids = (await getLeads({ workspaceId: t.workspaceId, perPage: 5 })).rows.map((r) => r.id);
    const { list, added } = await createCuratedList({
      ...t,
      input: createCuratedListSchema.parse({ name: "Hot", leadIds: [...ids, ids[0]] }),
    });
    expect(added).toBe(5);
    expect(leadMessages.listCreated(list.name, added)).toBe('Created list "Hot" with 5 leads');
    expect(list).toMatchObject({ kind: "curated", leadsCount: 5 });
    const members = await getListLeads({ workspaceId: t.workspaceId, listId: list.id });
    expect(members.rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(members.rows.every((r) => r.listId === t.listId)).toBe(true);

    await deleteLead({ workspaceId: t.workspaceId, leadId: ids[0] ?? 0 });
    expect((await getLeadList({ workspaceId: t.workspaceId, listId: list.id })).leadsCount).toBe(4);
    expect((await getLeadList({ workspaceId: t.workspaceId, listId: t.listId })).leadsCount).toBe(49);

    await deleteLeadList({ workspaceId: t.workspaceId, listId: list.id });
    expect(await countLeads({ workspaceId: t.workspaceId })).toEqual({ count: 49, exact: true });
    const db = await getDb();
    expect(await db.$count(leadListMembers, eq(leadListMembers.listId, list.id))).toBe(0);
  });

  it("refuses ids of another workspace (404) and creates nothing", async () => {
    const t = await seeded();
    const other = await seeded();
    const foreign = (await getLeads({ workspaceId: other.workspaceId, perPage: 2 })).rows.map((r) => r.id);
    const own = (await getLeads({ workspaceId: t.workspaceId, perPage: 1 })).rows.map((r) => r.id);
    const before = await snapshot(t.workspaceId);
    await expect(
      createCuratedList({
        ...t,
        input: createCuratedListSchema.parse({ name: "Stolen", leadIds: [...own, ...foreign] }),
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await snapshot(t.workspaceId)).toEqual(before);
  });
});

describe("deleting an origin list", () => {
  it("marks its leads deleted (kept for compliance) and recounts curated lists holding them", async () => {
    const t = await createTenant();
    const imported = await importCsv(t, "name,company\nA,1\nB,2\nC,3\n", "first.csv");
    await importCsv(t, "name,company\nD,4\n", "second.csv");
    const all = (await getLeads({ workspaceId: t.workspaceId })).rows;
    const { list: curated } = await createCuratedList({
      ...t,
      input: createCuratedListSchema.parse({ name: "Mixed", leadIds: all.map((l) => l.id) }),
    });
    expect(curated.leadsCount).toBe(4);
    await deleteLeadList({ workspaceId: t.workspaceId, listId: imported.listId ?? "" });
    expect((await getLeads({ workspaceId: t.workspaceId })).rows.map((r) => r.name)).toEqual(["D"]);
    expect(await countLeads({ workspaceId: t.workspaceId })).toEqual({ count: 1, exact: true });
    expect((await getLeadList({ workspaceId: t.workspaceId, listId: curated.id })).leadsCount).toBe(1);
    const db = await getDb();
    expect(
      await db.$count(leads, and(eq(leads.listId, imported.listId ?? ""), isNull(leads.deletedAt))),
    ).toBe(0);
    expect(await db.$count(leads, eq(leads.listId, imported.listId ?? ""))).toBe(3);
    await expect(
      getLeadList({ workspaceId: t.workspaceId, listId: imported.listId ?? "" }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("answers 404 for another workspace's list and changes nothing", async () => {
    const t = await seeded();
    const other = await createTenant();
    const before = await snapshot(t.workspaceId);
    await expect(deleteLeadList({ workspaceId: other.workspaceId, listId: t.listId })).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      updateLeadList({
        workspaceId: other.workspaceId,
        input: updateLeadListSchema.parse({ listId: t.listId, name: "x" }),
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(getListLeads({ workspaceId: other.workspaceId, listId: t.listId })).rejects.toMatchObject({
      status: 404,
    });
    expect(await snapshot(t.workspaceId)).toEqual(before);
  });
});
