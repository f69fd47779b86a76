import { and, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { emails, memberships, notifications, sessions } from "@/db/schema";
import { createVerifiedAccount } from "../auth/support/users";

/** A verified account and the workspace it owns. */
export async function ownerWithWorkspace() {
  const account = await createVerifiedAccount();
  const db = await getDb();
  const [membership] = await db.select().from(memberships).where(eq(memberships.userId, account.user.id));
  if (!membership) throw new Error("no workspace");
  return { ...account, workspaceId: membership.workspaceId };
}

/** The token in the newest invitation emailed to an address (what the invitee clicks). */
export async function inviteTokenFromEmail(email: string): Promise<string> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, email), eq(emails.template, "workspace-invite")));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const match = newest?.text.match(/https?:\/\/\S+\/invite\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error(`no invitation emailed to ${email}`);
  return match[1];
}

export async function roleIn(workspaceId: string, userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
  return row?.role;
}

export async function openSession(userId: string, workspaceId: string) {
  const db = await getDb();
  const [row] = await db
    .insert(sessions)
    .values({ userId, workspaceId, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: sessions.id });
  if (!row) throw new Error("no session");
  return row.id;
}

/** Takes a user out of a workspace directly, as if it had never held them (no owner rule, no sessions moved). */
export async function dropMembership(workspaceId: string, userId: string) {
  const db = await getDb();
  await db
    .delete(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
}

/** The in-app notifications a user has, in any workspace. */
export async function notificationsOf(userId: string) {
  const db = await getDb();
  return db
    .select({ workspaceId: notifications.workspaceId, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}
