import "server-only";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { notifications } from "@/db/schema";

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

type PageCursor = { createdAt: string; id: string };

function encode(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

/** A malformed cursor means the first page: it only ever comes from a URL. */
function decode(value: string | undefined): PageCursor | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [createdAt, id] = parsed as unknown[];
    if (typeof createdAt !== "string" || Number.isNaN(Date.parse(createdAt))) return undefined;
    if (typeof id !== "string" || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

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
  const cursor = decode(before);
  // The timestamp as text keeps its microseconds, so the boundary row is neither repeated nor skipped.
  const createdKey = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
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
    .where(
      and(
        eq(notifications.workspaceId, workspaceId),
        eq(notifications.userId, userId),
        cursor
          ? or(
              lt(notifications.createdAt, sql`${cursor.createdAt}::timestamptz`),
              and(
                eq(notifications.createdAt, sql`${cursor.createdAt}::timestamptz`),
                lt(notifications.id, cursor.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(({ createdKey: _key, ...n }) => n),
    next:
      rows.length > NOTIFICATIONS_PAGE_SIZE && last
        ? encode({ createdAt: last.createdKey, id: last.id })
        : null,
  };
}
