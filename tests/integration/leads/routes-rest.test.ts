import { beforeEach, describe, expect, it, vi } from "vitest";
import * as listById from "@/app/api/lead-lists/[id]/route";
import * as listSub from "@/app/api/lead-lists/[id]/[sub]/route";
import { POST as createList } from "@/app/api/lead-lists/route";
import { GET as userLists } from "@/app/api/lead-lists/user/[userId]/route";
import { GET as allLeads } from "@/app/api/lead-lists/user/[userId]/all-leads/route";
import * as leadById from "@/app/api/leads/[id]/route";
import { getDb } from "@/db";
import { leadCustomFields } from "@/db/schema";
import { getLeads } from "@/lib/leads/queries";
import { loadSampleData } from "@/lib/leads/sample-data";
import { call, signIn } from "./route-support";
import { createTenant, importCsv, snapshot, type Tenant } from "./support";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () => (globalThis as { __leadsTestSession?: unknown }).__leadsTestSession ?? null,
}));

let me: Tenant;
let other: Tenant;
let myList: string;
let otherList: string;
const firstLead = async (t: Tenant, platform: "linkedin" | "maps" | "web" | "crm") =>
  (await getLeads({ workspaceId: t.workspaceId, platform: [platform], perPage: 1 })).rows[0]!;

beforeEach(async () => {
  me = await createTenant();
  other = await createTenant();
  myList = (await loadSampleData(me)).listId;
  otherList = (await loadSampleData(other)).listId;
  signIn(me);
});

describe("lead-list routes (spec part 2 section 7)", () => {
  it("POST /lead-lists creates a scrape list (listName) and a curated list (leadIds); body workspaceId is ignored", async () => {
    const created = await call(createList, {
      path: "/api/lead-lists",
      method: "POST",
      json: { listName: "Dentists", platform: "maps", userId: me.userId, workspaceId: other.workspaceId },
    });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      success: true,
      id: expect.any(String),
      data: { name: "Dentists", platform: "maps", status: "ACTIVE" },
    });
    expect((await snapshot(other.workspaceId)).lists.map((l) => l.name)).not.toContain("Dentists");
    const duplicate = await call(createList, {
      path: "/api/lead-lists",
      method: "POST",
      json: { listName: "dentists", platform: "maps" },
    });
    expect(duplicate.status).toBe(409);
    const ids = (await getLeads({ workspaceId: me.workspaceId, perPage: 3 })).rows.map((r) => r.id);
    const curated = await call(createList, {
      path: "/api/lead-lists",
      method: "POST",
      json: { name: "Hot", leadIds: ids, userId: me.userId },
    });
    expect(await curated.json()).toMatchObject({ added: 3, data: { kind: "curated" } });
    const empty = await call(createList, {
      path: "/api/lead-lists",
      method: "POST",
      json: { name: "Hot 2", leadIds: [] },
    });
    expect(await empty.json()).toMatchObject({
      success: false,
      message: "Enter a list name and select at least one lead",
    });
  });

  it("GET /lead-lists/user/{userId} and /all-leads answer for the session's user only", async () => {
    const mine = await call(userLists, {
      path: `/api/lead-lists/user/${me.userId}?platform=maps`,
      params: { userId: me.userId },
    });
    expect((await mine.json()).data).toEqual([]);
    const all = await call(userLists, {
      path: `/api/lead-lists/user/${me.userId}`,
      params: { userId: me.userId },
    });
    expect((await all.json()).data.map((l: { id: string }) => l.id)).toEqual([myList]);
    expect(
      (
        await call(userLists, {
          path: `/api/lead-lists/user/${other.userId}`,
          params: { userId: other.userId },
        })
      ).status,
    ).toBe(404);
    const leads = await call(allLeads, {
      path: `/api/lead-lists/user/${me.userId}/all-leads?perPage=10`,
      params: { userId: me.userId },
    });
    expect(await leads.json()).toMatchObject({ total: { count: 50, exact: true } });
    expect(
      (
        await call(allLeads, {
          path: `/api/lead-lists/user/${other.userId}/all-leads`,
          params: { userId: other.userId },
        })
      ).status,
    ).toBe(404);
  });

  it("GET, PUT and DELETE /lead-lists/{id} work on own lists", async () => {
    const got = await call(listById.GET, {
      path: `/api/lead-lists/${myList}?perPage=10`,
      params: { id: myList },
    });
    expect(await got.json()).toMatchObject({ data: { id: myList }, total: { count: 50 } });
    const put = await call(listById.PUT, {
      path: `/api/lead-lists/${myList}`,
      method: "PUT",
      params: { id: myList },
      json: { listName: "Renamed", description: "d" },
      headers: { "x-user-id": me.userId },
    });
    expect(await put.json()).toMatchObject({ message: "Lead list updated", data: { name: "Renamed" } });
    const status = await call(listById.PUT, {
      path: `/api/lead-lists/${myList}`,
      method: "PUT",
      params: { id: myList },
      json: { status: "ACTIVE" },
    });
    expect(status.status).toBe(200);
    const del = await call(listById.DELETE, {
      path: `/api/lead-lists/${myList}`,
      method: "DELETE",
      params: { id: myList },
    });
    expect(await del.json()).toMatchObject({ message: "Lead list deleted" });
    expect((await getLeads({ workspaceId: me.workspaceId })).rows).toEqual([]);
  });

  it("GET /lead-lists/{id}/gmaps-leads, PUT and DELETE /lead-lists/{platform}-leads/{leadId}", async () => {
    const maps = await call(listSub.GET, {
      path: `/api/lead-lists/${myList}/gmaps-leads`,
      params: { id: myList, sub: "gmaps-leads" },
    });
    const body = await maps.json();
    expect(body.data).toHaveLength(10);
    expect(body.data.every((l: { platform: string }) => l.platform === "maps")).toBe(true);
    const lead = await firstLead(me, "maps");
    const put = await call(listSub.PUT, {
      path: `/api/lead-lists/gmaps-leads/${lead.id}`,
      method: "PUT",
      params: { id: "gmaps-leads", sub: String(lead.id) },
      json: { name: "Cafe", rating: "", review_count: "4" },
    });
    expect(await put.json()).toMatchObject({
      message: "Lead updated successfully.",
      data: { name: "Cafe", data: { rating: null, review_count: 4 } },
    });
    const web = await firstLead(me, "web");
    const badJson = await call(listSub.PUT, {
      path: `/api/lead-lists/website-leads/${web.id}`,
      method: "PUT",
      params: { id: "website-leads", sub: String(web.id) },
      json: { jsonOutput: "{oops", status: "DONE" },
    });
    expect(await badJson.json()).toMatchObject({ success: false, message: "Invalid JSON format." });
    const wrongPlatform = await call(listSub.PUT, {
      path: `/api/lead-lists/linkedin-leads/${web.id}`,
      method: "PUT",
      params: { id: "linkedin-leads", sub: String(web.id) },
      json: { name: "X" },
    });
    expect(wrongPlatform.status).toBe(404);
    const del = await call(listSub.DELETE, {
      path: `/api/lead-lists/website-leads/${web.id}`,
      method: "DELETE",
      params: { id: "website-leads", sub: String(web.id) },
    });
    expect(await del.json()).toMatchObject({ message: "Lead deleted successfully." });
  });

  it("GET, PUT and DELETE /leads/{id} for a CSV lead", async () => {
    await importCsv(me, "name,company\nAda,Engines\n");
    const lead = await firstLead(me, "crm");
    const put = await call(leadById.PUT, {
      path: `/api/leads/${lead.id}`,
      method: "PUT",
      params: { id: String(lead.id) },
      json: {
        userId: me.userId,
        name: "Ada L",
        company: "Engines",
        email: "ada@x.test",
        tags: "vip, new",
        notes: "hi",
        status: "contacted",
      },
    });
    expect(await put.json()).toMatchObject({
      data: {
        name: "Ada L",
        email: "ada@x.test",
        status: "CONTACTED",
        // Tags and notes are contact fields: their own columns, never the source's record.
        tags: ["vip", "new"],
        notes: "hi",
        provenance: { tags: "user", notes: "user" },
      },
    });
    expect(
      (await call(leadById.GET, { path: `/api/leads/${lead.id}`, params: { id: String(lead.id) } })).status,
    ).toBe(200);
    expect(
      (
        await call(leadById.DELETE, {
          path: `/api/leads/${lead.id}`,
          method: "DELETE",
          params: { id: String(lead.id) },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(leadById.GET, { path: `/api/leads/${lead.id}`, params: { id: String(lead.id) } })).status,
    ).toBe(404);
  });
});

describe("another workspace's ids and other users' ids answer 404 and change nothing (RELIABILITY 18, 20)", () => {
  it("GET /leads/{id} names the workspace's custom fields for the edit form, not another workspace's", async () => {
    const db = await getDb();
    await db.insert(leadCustomFields).values([
      { workspaceId: me.workspaceId, key: "seats", label: "Seats", position: 1 },
      { workspaceId: me.workspaceId, key: "industry", label: "Industry", position: 0 },
      { workspaceId: other.workspaceId, key: "secret_code", label: "Secret code", position: 0 },
    ]);
    const lead = await firstLead(me, "linkedin");
    const got = await call(leadById.GET, { path: `/api/leads/${lead.id}`, params: { id: String(lead.id) } });
    const body = (await got.json()) as { data: { customFieldDefinitions: unknown } };
    expect(body.data.customFieldDefinitions).toEqual([
      { key: "industry", label: "Industry" },
      { key: "seats", label: "Seats" },
    ]);
  });

  it("refuses every route on foreign rows", async () => {
    const lead = await firstLead(other, "maps");
    const before = await snapshot(other.workspaceId);
    const attempts = [
      call(listById.GET, { path: `/api/lead-lists/${otherList}`, params: { id: otherList } }),
      call(listById.PUT, {
        path: `/api/lead-lists/${otherList}`,
        method: "PUT",
        params: { id: otherList },
        json: { listName: "Mine now" },
      }),
      call(listById.DELETE, {
        path: `/api/lead-lists/${otherList}`,
        method: "DELETE",
        params: { id: otherList },
      }),
      call(listSub.GET, {
        path: `/api/lead-lists/${otherList}/gmaps-leads`,
        params: { id: otherList, sub: "gmaps-leads" },
      }),
      call(listSub.PUT, {
        path: `/api/lead-lists/gmaps-leads/${lead.id}`,
        method: "PUT",
        params: { id: "gmaps-leads", sub: String(lead.id) },
        json: { name: "Mine" },
      }),
      call(listSub.DELETE, {
        path: `/api/lead-lists/gmaps-leads/${lead.id}`,
        method: "DELETE",
        params: { id: "gmaps-leads", sub: String(lead.id) },
      }),
      call(leadById.GET, { path: `/api/leads/${lead.id}`, params: { id: String(lead.id) } }),
      call(leadById.PUT, {
        path: `/api/leads/${lead.id}`,
        method: "PUT",
        params: { id: String(lead.id) },
        json: { name: "Mine" },
      }),
      call(leadById.DELETE, {
        path: `/api/leads/${lead.id}`,
        method: "DELETE",
        params: { id: String(lead.id) },
      }),
      call(createList, {
        path: "/api/lead-lists",
        method: "POST",
        json: { name: "Stolen", leadIds: [lead.id] },
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect(await snapshot(other.workspaceId)).toEqual(before);
  });

  it("refuses a mismatched x-user-id header, userId query or body userId on my own rows", async () => {
    const before = await snapshot(me.workspaceId);
    const lead = await firstLead(me, "linkedin");
    const header = await call(listById.DELETE, {
      path: `/api/lead-lists/${myList}`,
      method: "DELETE",
      params: { id: myList },
      headers: { "x-user-id": other.userId },
    });
    const query = await call(leadById.DELETE, {
      path: `/api/leads/${lead.id}?userId=${other.userId}`,
      method: "DELETE",
      params: { id: String(lead.id) },
    });
    const body = await call(listById.PUT, {
      path: `/api/lead-lists/${myList}`,
      method: "PUT",
      params: { id: myList },
      json: { userId: other.userId, listName: "x" },
    });
    expect([header.status, query.status, body.status]).toEqual([404, 404, 404]);
    expect(await snapshot(me.workspaceId)).toEqual(before);
  });

  it("answers 404 for malformed ids and 401 when signed out", async () => {
    expect(
      (await call(listById.GET, { path: "/api/lead-lists/not-a-uuid", params: { id: "not-a-uuid" } })).status,
    ).toBe(404);
    expect(
      (
        await call(listSub.GET, {
          path: `/api/lead-lists/${myList}/facebook-leads`,
          params: { id: myList, sub: "facebook-leads" },
        })
      ).status,
    ).toBe(404);
    signIn(null);
    expect(
      (await call(listById.GET, { path: `/api/lead-lists/${myList}`, params: { id: myList } })).status,
    ).toBe(401);
  });
});
