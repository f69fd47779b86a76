import { randomBytes } from "node:crypto";
import { getDb } from "@/db";
import { leadLists, leads, memberships, sessions, users, workspaces, type WorkspaceRole } from "@/db/schema";
import { buildSessionCookie } from "@/lib/auth/cookie";

export type Member = { userId: string; sessionId: string; email: string; cookie: string };
export type Tenant = {
  workspaceId: string;
  /** A string only this tenant's rows contain: any answer to someone else that holds it is a leak. */
  marker: string;
  owner: Member;
  admin: Member;
  member: Member;
  listId: string;
  curatedListId: string;
  leadIds: number[];
};
export type Fixtures = { a: Tenant; b: Tenant; appUrl: string };

const tag = () => randomBytes(6).toString("hex");

async function addMember(workspaceId: string, role: WorkspaceRole): Promise<Member> {
  const db = await getDb();
  const email = `${role}-${tag()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      name: `${role} ${tag()}`,
      email,
      passwordHash: "unused",
      referralCode: tag().toUpperCase(),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned no row");
  await db.insert(memberships).values({ workspaceId, userId: user.id, role });
  const [session] = await db
    .insert(sessions)
    .values({ userId: user.id, workspaceId, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: sessions.id });
  if (!session) throw new Error("session insert returned no row");
  const cookie = await buildSessionCookie({
    userId: user.id,
    sessionId: session.id,
    maxAgeSeconds: 86_400,
    persistent: true,
  });
  return { userId: user.id, sessionId: session.id, email, cookie: `${cookie.name}=${cookie.value}` };
}

async function createTenant(label: string): Promise<Tenant> {
  const db = await getDb();
  const marker = `${label}-${tag()}`;
  const [workspace] = await db
    .insert(workspaces)
    .values({ name: `Workspace ${marker}` })
    .returning({ id: workspaces.id });
  if (!workspace) throw new Error("workspace insert returned no row");
  const workspaceId = workspace.id;
  const owner = await addMember(workspaceId, "owner");
  const admin = await addMember(workspaceId, "admin");
  const member = await addMember(workspaceId, "member");
  const [list, curated] = await db
    .insert(leadLists)
    .values([
      {
        workspaceId,
        name: `Scrape ${marker}`,
        platform: "web",
        kind: "scrape",
        createdByUserId: owner.userId,
        leadsCount: 3,
      },
      { workspaceId, name: `Curated ${marker}`, kind: "curated", createdByUserId: owner.userId },
    ])
    .returning({ id: leadLists.id });
  if (!list || !curated) throw new Error("list insert returned no row");
  const rows = await db
    .insert(leads)
    .values(
      [1, 2, 3].map((n) => ({
        workspaceId,
        listId: list.id,
        platform: "web" as const,
        name: `Lead ${n} ${marker}`,
        company: `Company ${marker}`,
        email: `lead${n}-${marker}@example.com`,
        url: `https://example.com/${marker}/${n}`,
      })),
    )
    .returning({ id: leads.id });
  return {
    workspaceId,
    marker,
    owner,
    admin,
    member,
    listId: list.id,
    curatedListId: curated.id,
    leadIds: rows.map((r) => r.id),
  };
}

/** Two workspaces: A (owner, admin, member, leads and lists) is the target; B's owner is the intruder. */
export async function createFixtures(): Promise<Fixtures> {
  return {
    a: await createTenant("tenantA"),
    b: await createTenant("tenantB"),
    appUrl: process.env.APP_URL ?? "http://localhost:3000",
  };
}
