/** PUT /api/leads/{id} with only some fields leaves the others as they are. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as leadById from "@/app/api/leads/[id]/route";
import { call, signIn } from "./route-support";
import { createTenant, importCsv, type Tenant } from "./support";
import { getDb } from "@/db";
import { leads } from "@/db/schema";
import { and, eq, isNull } from "drizzle-orm";

vi.mock("@/lib/auth/session", () => ({
  getSessionContext: async () => (globalThis as { __leadsTestSession?: unknown }).__leadsTestSession ?? null,
}));

let me: Tenant;
beforeEach(async () => {
  me = await createTenant("member");
  signIn(me, "member");
});

async function onlyLead() {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.workspaceId, me.workspaceId), isNull(leads.deletedAt)));
  if (!row) throw new Error("no lead");
  return row;
}

const put = (id: number, json: Record<string, unknown>) =>
  call(leadById.PUT, { path: `/api/leads/${id}`, method: "PUT", params: { id: String(id) }, json });

describe("PUT /api/leads/{id}", () => {
  it("with only name and company keeps email, phone, status, notes, tags and data.source", async () => {
    await importCsv(me, "name,company,email,phone\nAda,Engines,ada@x.test,+6512345678\n");
    const lead = await onlyLead();
    const full = await put(lead.id, {
      name: "Ada",
      company: "Engines",
      email: "ada@x.test",
      phone: "+6512345678",
      source: "Trade fair",
      notes: "call back",
      tags: "vip, new",
      status: "contacted",
    });
    expect(full.status).toBe(200);
    const partial = await put(lead.id, { name: "Ada Lovelace", company: "Analytical Engines" });
    expect(partial.status).toBe(200);
    const after = await onlyLead();
    expect(after).toMatchObject({
      name: "Ada Lovelace",
      company: "Analytical Engines",
      email: "ada@x.test",
      phone: "+6512345678",
      status: "CONTACTED",
      notes: "call back",
      tags: ["vip", "new"],
      data: { source: "Trade fair" },
    });
  });

  it("still clears a field the body sends empty, and still validates what it sends", async () => {
    await importCsv(me, "name,company,email\nBob,Beta,bob@x.test\n");
    const lead = await onlyLead();
    expect((await put(lead.id, { email: "" })).status).toBe(200);
    expect((await onlyLead()).email).toBeNull();
    expect((await put(lead.id, { email: "not an email" })).status).toBe(400);
    expect((await put(lead.id, { name: "" })).status).toBe(400);
  });
});
