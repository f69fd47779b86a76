import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET as exportRoute, POST as exportPosted } from "@/app/api/leads/export/route";
import { POST as upload } from "@/app/api/leads/upload/route";
import { createExportUrl } from "@/lib/export/export-url";
import { leadMessages } from "@/lib/leads/messages";
import { loadSampleData } from "@/lib/leads/sample-data";
import { call, csvForm, signIn } from "./route-support";
import { createTenant, storedLeads, type Tenant } from "./support";
import { getDb } from "@/db";
import { leads } from "@/db/schema";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () => (globalThis as { __leadsTestSession?: unknown }).__leadsTestSession ?? null,
}));

let tenant: Tenant;
beforeEach(async () => {
  tenant = await createTenant("member");
  signIn(tenant, "member");
});

describe("POST /api/leads/upload", () => {
  it("imports a multipart CSV and answers the spec's success message with the report", async () => {
    const response = await call(upload, {
      path: "/api/leads/upload",
      method: "POST",
      body: csvForm(
        "name,company,email\nAda,Engines,ada@x.test\n,NoName,\n",
        "crm export.csv",
        "application/vnd.ms-excel",
      ),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      message: "Successfully uploaded 1 leads",
      data: {
        imported: 1,
        skipped: [{ row: 3, reason: "Missing name" }],
        duplicates: [],
        listName: "crm export",
      },
    });
  });

  it("imports the spec's JSON variant", async () => {
    const response = await call(upload, {
      path: "/api/leads/upload",
      method: "POST",
      json: {
        leads: [{ name: "Ada", company: "Engines", email: "a@x.test" }, { name: "Bob" }],
        userId: tenant.userId,
      },
    });
    expect(await response.json()).toMatchObject({
      data: { imported: 1, skipped: [{ row: 2, reason: "Missing company" }] },
    });
  });

  it.each([
    ["photo.png", "image/png", "name,company\nA,B\n", leadMessages.invalidCsvType],
    ["leads.csv", "text/csv", "", leadMessages.csvEmpty],
    ["leads.csv", "text/csv", "email,phone\nx@y.z,1\n", leadMessages.csvMissingColumns],
  ])("refuses %s (%s) with 400 and the spec's message", async (name, type, content, message) => {
    const response = await call(upload, {
      path: "/api/leads/upload",
      method: "POST",
      body: csvForm(content, name, type),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message });
    expect(await storedLeads(tenant.workspaceId)).toEqual([]);
  });

  it("answers 413 from Content-Length before reading, and while streaming when the length is absent", async () => {
    const declared = await call(upload, {
      path: "/api/leads/upload",
      method: "POST",
      body: csvForm("name,company\n"),
      headers: { "content-length": String(60 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).message).toBe(leadMessages.uploadTooLarge);
    // A stream has no Content-Length, so only the byte count while reading can stop it.
    const multipart = new Response(csvForm(`name,company\n${"Lead,Company\n".repeat(4_500_000)}`));
    const headers = { "content-type": multipart.headers.get("content-type") ?? "" };
    const streamed = await call(upload, {
      path: "/api/leads/upload",
      method: "POST",
      body: multipart.body ?? undefined,
      headers,
    });
    expect(streamed.status).toBe(413);
    expect(await storedLeads(tenant.workspaceId)).toEqual([]);
  }, 120_000);

  it("refuses a cross-site post (403) and a signed-out caller (401)", async () => {
    const crossSite = await call(upload, {
      path: "/api/leads/upload",
      method: "POST",
      body: csvForm("name,company\nA,B\n"),
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    signIn(null);
    expect(
      (
        await call(upload, {
          path: "/api/leads/upload",
          method: "POST",
          body: csvForm("name,company\nA,B\n"),
        })
      ).status,
    ).toBe(401);
    expect(await storedLeads(tenant.workspaceId)).toEqual([]);
  });
});

describe("GET and POST /api/leads/export", () => {
  const url = (t: Tenant, params: Record<string, string>) =>
    createExportUrl({ workspaceId: t.workspaceId, userId: t.userId, params });

  it("streams a signed download as an attachment with a sanitised name, uncached", async () => {
    const { listId } = await loadSampleData(tenant);
    const response = await call(exportRoute, { path: url(tenant, { format: "csv", listId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Sample-leads-[\d-]+_all_[\d_-]+\.csv"/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await response.text()).trim().split("\n")).toHaveLength(51);
  });

  it("refuses an unsigned or tampered link, another user's link, and says when there is nothing", async () => {
    expect((await call(exportRoute, { path: "/api/leads/export?format=csv" })).status).toBe(404);
    const other = await createTenant();
    expect((await call(exportRoute, { path: url(other, { format: "csv" }) })).status).toBe(404);
    const empty = await call(exportRoute, { path: url(tenant, { format: "csv" }) });
    expect(empty.status).toBe(404);
    expect((await empty.json()).message).toBe("No leads to download.");
    const { listId } = await loadSampleData(other);
    const foreignList = await call(exportRoute, { path: url(tenant, { format: "csv", listId }) });
    expect(foreignList.status).toBe(404);
  });

  it("POST: a selection of thousands of ids, too long for a URL, downloads through the signed query in the body", async () => {
    const { listId } = await loadSampleData(tenant);
    const db = await getDb();
    const added = await db
      .insert(leads)
      .values(
        Array.from({ length: 3_000 }, (_, i) => ({
          workspaceId: tenant.workspaceId,
          listId,
          platform: "web" as const,
          name: `Selected ${i}`,
          url: `https://selected-${i}.example.com/`,
        })),
      )
      .returning({ id: leads.id });
    const ids = added.map((r) => r.id).join(",");
    const signed = url(tenant, { format: "csv", ids });
    expect(signed.length).toBeGreaterThan(16 * 1024);
    const post = (body: string) =>
      call(exportPosted, {
        path: "/api/leads/export",
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
    const response = await post(signed.slice(signed.indexOf("?") + 1));
    expect(response.status).toBe(200);
    expect((await response.text()).trim().split("\n")).toHaveLength(3_001);
    // The body is checked as the URL is: a changed id breaks the signature.
    const tampered = await post(signed.slice(signed.indexOf("?") + 1).replace(`${added[0]!.id}%2C`, ""));
    expect(tampered.status).toBe(404);
  });
});
