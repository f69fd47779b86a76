import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import {
  memberships,
  notificationEmailItems,
  notifications,
  notificationSettings,
  users,
  type NotificationCategory,
} from "@/db/schema";
import { enqueue } from "@/lib/jobs/enqueue";
import { logger } from "@/lib/logger";
import { notificationDigestJob } from "./digest-job";

/** Who hears of an event: one user, or the workspace's owners (billing), or its owners and admins. */
export type Recipients = { userId: string } | { userIds: string[] } | "owners" | "admins";

export type NotificationEvent = {
  workspaceId: string;
  to: Recipients;
  category: NotificationCategory;
  title: string;
  body?: string;
  href?: string;
  /**
   * The event sends its own email (a payment failed, an export ready): no digest item is written, and
   * the caller emails `emailUserIds`, the recipients whose email for the category is on.
   */
  ownEmail?: boolean;
};

export type NotifyResult = { digests: PendingDigest[]; emailUserIds: string[] };

/** A user and category with an email waiting for its digest: queue it once the writing transaction commits. */
export type PendingDigest = { userId: string; category: NotificationCategory };

async function recipientIds(executor: Executor, workspaceId: string, to: Recipients): Promise<string[]> {
  if (typeof to === "object") {
    const ids = "userId" in to ? [to.userId] : to.userIds;
    if (ids.length === 0) return [];
    // Only members of the workspace: an event never reaches a user outside it.
    const rows = await executor
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, ids)));
    return rows.map((r) => r.userId);
  }
  const roles = to === "owners" ? (["owner"] as const) : (["owner", "admin"] as const);
  const rows = await executor
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.role, [...roles])));
  return rows.map((r) => r.userId);
}

/**
 * The one way an event tells people: for each recipient, an in-app notification and/or an item for the
 * category's email digest, as that user's settings say (no settings row: both on). Pass the caller's
 * transaction to write with it, then queue the returned digests after it commits (`queueDigests`);
 * without one, notify writes and queues itself.
 */
export async function notify(event: NotificationEvent, executor?: Executor): Promise<NotifyResult> {
  const db = executor ?? (await getDb());
  const ids = await recipientIds(db, event.workspaceId, event.to);
  if (ids.length === 0) return { digests: [], emailUserIds: [] };
  const rows = await db
    .select({
      userId: users.id,
      email: notificationSettings.email,
      inApp: notificationSettings.inApp,
    })
    .from(users)
    .leftJoin(
      notificationSettings,
      and(eq(notificationSettings.userId, users.id), eq(notificationSettings.category, event.category)),
    )
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  const content = {
    workspaceId: event.workspaceId,
    category: event.category,
    title: event.title,
    body: event.body ?? "",
    href: event.href ?? null,
  };
  const inApp = rows.filter((r) => r.inApp ?? true);
  const email = rows.filter((r) => r.email ?? true);
  if (inApp.length)
    await db.insert(notifications).values(inApp.map((r) => ({ ...content, userId: r.userId })));
  const emailUserIds = email.map((r) => r.userId);
  if (event.ownEmail) return { digests: [], emailUserIds };
  if (email.length)
    await db.insert(notificationEmailItems).values(email.map((r) => ({ ...content, userId: r.userId })));
  const digests = email.map((r) => ({ userId: r.userId, category: event.category }));
  if (!executor) await queueDigests(digests);
  return { digests, emailUserIds };
}

/** Asks for each digest now; the digest itself waits for its 15-minute window (the scheduled run catches up). */
export async function queueDigests(pending: PendingDigest[]): Promise<void> {
  for (const item of pending) {
    try {
      await enqueue(notificationDigestJob, item);
    } catch (error) {
      // The items stay pending; the scheduled digest run sends them.
      logger.error("notifications", `could not queue a ${item.category} digest`, error);
    }
  }
}
