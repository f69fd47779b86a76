import "server-only";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { memberships, notifications, type NewNotification } from "@/db/schema";

export type NotificationPreview = {
  id: string;
  title: string;
  body: string;
  href: string | null;
  createdAt: Date;
  read: boolean;
};

/** The bell: how many are unread and the newest few, for one user in one workspace. */
export async function getNotificationSummary({
  workspaceId,
  userId,
  limit = 5,
}: {
  workspaceId: string;
  userId: string;
  limit?: number;
}) {
  const db = await getDb();
  const mine = and(eq(notifications.workspaceId, workspaceId), eq(notifications.userId, userId));
  const [unread, latest] = await Promise.all([
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        body: notifications.body,
        href: notifications.href,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt))
      .limit(limit),
  ]);
  return {
    unreadCount: unread[0]?.value ?? 0,
    latest: latest.map(({ readAt, ...n }): NotificationPreview => ({ ...n, read: readAt !== null })),
  };
}

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
