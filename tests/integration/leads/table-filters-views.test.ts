import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { leadLists, leads, projects, workspaces } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { countLeads, getLeads, type LeadsQuery } from "@/lib/leads/queries";
import { defaultLeadTableColumns } from "@/lib/leads/table-columns";
import {
  createLeadView,
  deleteLeadView,
  getLeadTableColumns,
  getLeadView,
  listLeadViews,
  saveLeadTableColumns,
} from "@/lib/leads/table-views";
import { leadsSearchParamsSchema } from "@/lib/leads/validations";
import { createTenant, importCsv, type Tenant } from "./support";

/** Four leads with different contact fields: Ada (email, phone), Bob (email), Cy (phone), Di (neither). */
async function seededTenant() {
  const tenant = await createTenant();
  const result = await importCsv(
    tenant,
    [
      "name,company,email,phone",
      "Ada,Engines,ada@example.com,+44 20 7946 0958",
      "Bob,Builders,bob@example.com,",
      "Cy,Cycles,,+1 202 555 0199",
      "Di,Dynamics,,",
    ].join("\r\n") + "\r\n",
  );
  const db = await getDb();
  const set = (name: string, values: Partial<typeof leads.$inferInsert>) =>
    db
      .update(leads)
      .set(values)
      .where(and(eq(leads.workspaceId, tenant.workspaceId), eq(leads.name, name)));
  await set("Ada", {
    tags: ["vip", "cobol"],
    location: "London, UK",
    emailStatus: "valid",
    scrapedAt: new Date("2026-01-10T12:00:00Z"),
  });
  await set("Bob", {
    tags: ["cold"],
    location: "Leeds",
    emailStatus: "invalid",
    scrapedAt: new Date("2026-02-10T12:00:00Z"),
  });
  await set("Cy", { location: "Washington", scrapedAt: new Date("2026-03-10T23:59:00Z") });
  await set("Di", { scrapedAt: new Date("2026-04-10T00:00:00Z") });
  return { tenant, listId: result.listId! };
}

async function names(tenant: Tenant, filters: Omit<LeadsQuery, "workspaceId">) {
  const query = { workspaceId: tenant.workspaceId, sort: "name" as const, dir: "asc" as const, ...filters };
  const [page, total] = await Promise.all([getLeads(query), countLeads(query)]);
  const found = page.rows.map((row) => row.name);
  expect(total).toEqual({ count: found.length, exact: true });
  return found;
}

describe("Leads table filters", () => {
  it("filters on has email / has phone, email status, tags, location and date added", async () => {
    const { tenant } = await seededTenant();
    expect(await names(tenant, {})).toEqual(["Ada", "Bob", "Cy", "Di"]);
    expect(await names(tenant, { has: ["email"] })).toEqual(["Ada", "Bob"]);
    expect(await names(tenant, { has: ["phone"] })).toEqual(["Ada", "Cy"]);
    expect(await names(tenant, { has: ["email", "phone"] })).toEqual(["Ada"]);
    expect(await names(tenant, { emailStatus: ["invalid"] })).toEqual(["Bob"]);
    expect(await names(tenant, { tags: ["cold", "vip"] })).toEqual(["Ada", "Bob"]);
    expect(await names(tenant, { location: "le" })).toEqual(["Bob"]);
    expect(await names(tenant, { location: "%" })).toEqual([]);
    expect(await names(tenant, { from: "2026-02-10", to: "2026-03-10" })).toEqual(["Bob", "Cy"]);
    expect(await names(tenant, { from: "2026-04-10" })).toEqual(["Di"]);
  });

  it("reads date added as days in the workspace's time zone, the one its dates are shown in", async () => {
    const { tenant } = await seededTenant();
    const db = await getDb();
    await db
      .update(workspaces)
      .set({ timezone: "Asia/Singapore" })
      .where(eq(workspaces.id, tenant.workspaceId));
    // Cy's 23:59 UTC on March 10 is March 11 in Singapore; Di's midnight UTC is 08:00 there.
    expect(await names(tenant, { from: "2026-03-11", to: "2026-03-11" })).toEqual(["Cy"]);
    expect(await names(tenant, { from: "2026-02-10", to: "2026-03-10" })).toEqual(["Bob"]);
    expect(await names(tenant, { to: "2026-04-09" })).toEqual(["Ada", "Bob", "Cy"]);
  });

  it("filters on a list (origin or curated member) and a project, only within the workspace", async () => {
    const { tenant, listId } = await seededTenant();
    const other = await seededTenant();
    const db = await getDb();
    const [project] = await db
      .insert(projects)
      .values({
        workspaceId: tenant.workspaceId,
        name: "Q1",
        description: "First quarter",
        industry: "Software",
      })
      .returning({ id: projects.id });
    expect(await names(tenant, { listId })).toEqual(["Ada", "Bob", "Cy", "Di"]);
    expect(await names(tenant, { projectId: project!.id })).toEqual([]);
    await db.update(leadLists).set({ projectId: project!.id }).where(eq(leadLists.id, listId));
    expect(await names(tenant, { projectId: project!.id })).toEqual(["Ada", "Bob", "Cy", "Di"]);
    // Another workspace's list or project finds none of its leads.
    expect(await names(tenant, { listId: other.listId })).toEqual([]);
    expect(await names(other.tenant, { projectId: project!.id })).toEqual([]);
  });

  it("reads the filters from the URL leniently", () => {
    const parsed = leadsSearchParamsSchema.parse({
      has: "email,fax",
      estatus: "valid,bogus",
      tags: "vip, cold",
      inlist: "not-a-uuid",
      loc: " London ",
      from: "2026-13-01",
      to: "2026-02-01",
    });
    expect(parsed).toMatchObject({
      has: ["email"],
      estatus: ["valid"],
      tags: ["vip", "cold"],
      inlist: undefined,
      loc: "London",
      from: undefined,
      to: "2026-02-01",
    });
  });
});

describe("Leads table columns and saved views", () => {
  it("keeps each user's columns per workspace", async () => {
    const tenant = await createTenant();
    const colleague = await createTenant();
    expect(await getLeadTableColumns(tenant)).toEqual(defaultLeadTableColumns);
    await saveLeadTableColumns({ ...tenant, columns: ["email", "name"] });
    expect(await getLeadTableColumns(tenant)).toEqual(["email", "name"]);
    await saveLeadTableColumns({ ...tenant, columns: ["phone"] });
    expect(await getLeadTableColumns(tenant)).toEqual(["phone"]);
    expect(await getLeadTableColumns({ workspaceId: tenant.workspaceId, userId: colleague.userId })).toEqual(
      defaultLeadTableColumns,
    );
  });

  it("saves, lists, opens and deletes a view; another user's or workspace's view is not found (404)", async () => {
    const tenant = await createTenant();
    const stranger = await createTenant();
    const view = await createLeadView({
      ...tenant,
      name: "Hot",
      columns: ["name", "email"],
      query: "has=email",
    });
    expect(await listLeadViews(tenant)).toEqual([view]);
    expect(await getLeadView({ ...tenant, viewId: view.id })).toEqual(view);
    await expect(
      createLeadView({ ...tenant, name: "hot", columns: ["name"], query: "" }),
    ).rejects.toMatchObject({
      code: "conflict:lead_view_name",
    });

    const notFound = (promise: Promise<unknown>) =>
      expect(promise).rejects.toSatisfy((error) => error instanceof AppError && error.status === 404);
    await notFound(getLeadView({ ...stranger, viewId: view.id }));
    await notFound(
      getLeadView({ workspaceId: tenant.workspaceId, userId: stranger.userId, viewId: view.id }),
    );
    await notFound(deleteLeadView({ ...stranger, viewId: view.id }));
    expect(await listLeadViews(stranger)).toEqual([]);

    await deleteLeadView({ ...tenant, viewId: view.id });
    expect(await listLeadViews(tenant)).toEqual([]);
    await notFound(getLeadView({ ...tenant, viewId: view.id }));
  });
});
