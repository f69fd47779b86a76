import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { notifications } from "@/db/schema";
import { newestFirstKeyset, newestFirstPage } from "@/lib/server/newest-first-page";

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

const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The user's notifications in this workspace, newest first, a page at a time by keyset on
 * (created_at, id) (the index `notifications_user_created_idx`): the same cost on page 1 and page 500.
 */
export async function listNotifications({
  workspaceId,
  userId,
  before,
}: {
  workspaceId: string;
  userId: string;
  before?: string;
}) {
  const db = await getDb();
  const { createdKey, after } = newestFirstKeyset(notifications, before);
  const rows = await db
    .select({
      id: notifications.id,
      category: notifications.category,
      title: notifications.title,
      body: notifications.body,
      href: notifications.href,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      createdKey,
    })
    .from(notifications)
    .where(and(eq(notifications.workspaceId, workspaceId), eq(notifications.userId, userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  return newestFirstPage(rows, NOTIFICATIONS_PAGE_SIZE);
}
