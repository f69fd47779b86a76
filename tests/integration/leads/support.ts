import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/db";
import { leadListMembers, leadLists, leads, memberships, users, workspaces } from "@/db/schema";
import { importLeadsCsv } from "@/lib/import/import-leads";

export type Tenant = { userId: string; workspaceId: string; email: string };

/** A user who owns a workspace, made directly in the database (sign-up is another area's). */
export async function createTenant(role: "owner" | "admin" | "member" = "owner"): Promise<Tenant> {
  const db = await getDb();
  const tag = randomBytes(5).toString("hex");
  const email = `u${tag}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ name: `User ${tag}`, email, passwordHash: "x", referralCode: tag.toUpperCase() })
    .returning({ id: users.id });
  const [workspace] = await db
    .insert(workspaces)
    .values({ name: `Workspace ${tag}` })
    .returning({ id: workspaces.id });
  if (!user || !workspace) throw new Error("tenant not created");
  await db.insert(memberships).values({ userId: user.id, workspaceId: workspace.id, role });
  return { userId: user.id, workspaceId: workspace.id, email };
}

export async function* bytesOf(
  content: string | Uint8Array,
  chunkSize = 64 * 1024,
): AsyncGenerator<Uint8Array> {
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
}

export function importCsv(
  tenant: Tenant,
  content: string | Uint8Array,
  fileName = "leads.csv",
  chunkSize?: number,
) {
  return importLeadsCsv({
    workspaceId: tenant.workspaceId,
    userId: tenant.userId,
    fileName,
    body: bytesOf(content, chunkSize),
  });
}

/** The workspace's live leads as {name, company, email, phone}, in insertion order. */
export async function storedLeads(workspaceId: string) {
  const db = await getDb();
  return db
    .select({ name: leads.name, company: leads.company, email: leads.email, phone: leads.phone })
    .from(leads)
    .where(and(eq(leads.workspaceId, workspaceId), isNull(leads.deletedAt)))
    .orderBy(leads.id);
}

export const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "../../fixtures/csv", name));

export async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readBytes(stream));
}

export async function readBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Everything a workspace holds in the leads area, to prove a refused call changed nothing. */
export async function snapshot(workspaceId: string) {
  const db = await getDb();
  const lists = await db
    .select()
    .from(leadLists)
    .where(eq(leadLists.workspaceId, workspaceId))
    .orderBy(leadLists.id);
  return {
    lists,
    leads: await db.select().from(leads).where(eq(leads.workspaceId, workspaceId)).orderBy(leads.id),
    members: await db.select().from(leadListMembers).orderBy(leadListMembers.listId, leadListMembers.leadId),
  };
}
