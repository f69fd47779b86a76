import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { memberships, notifications, type NewNotification } from "@/db/schema";

export async function markAllNotificationsRead({
  workspaceId,
  userId,
}: {
  workspaceId: string;
  userId: string;
}): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.workspaceId, workspaceId),
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * One notification for each owner and admin of the workspace (integration problems, billing and the
 * like); the shell's bell and the Notifications page show them. Returns how many were written.
 */
export async function notifyWorkspaceAdmins({
  workspaceId,
  category,
  title,
  body = "",
  href,
}: {
  workspaceId: string;
  category: NewNotification["category"];
  title: string;
  body?: string;
  href?: string;
}): Promise<number> {
  const db = await getDb();
  const admins = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.role, ["owner", "admin"])));
  if (admins.length === 0) return 0;
  const rows = await db
    .insert(notifications)
    .values(admins.map(({ userId }) => ({ workspaceId, userId, category, title, body, href: href ?? null })))
    .returning({ id: notifications.id });
  return rows.length;
}

/** One notification for one member of the workspace (a finished data export, say). */
export async function notifyUser(input: {
  workspaceId: string;
  userId: string;
  category: NewNotification["category"];
  title: string;
  body?: string;
  href?: string;
}): Promise<void> {
  const db = await getDb();
  await db.insert(notifications).values({ ...input, body: input.body ?? "", href: input.href ?? null });
}
