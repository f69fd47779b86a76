import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { notificationEmailItems, notificationSettings, users, type NotificationCategory } from "@/db/schema";
import { appLink } from "@/lib/links/app-link";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import { categoryLabels } from "./categories";
import { digestEmailTemplate } from "./digest-email";
import { notificationListUnsubscribeHeaders, notificationUnsubscribeUrl } from "./unsubscribe-token";

/** At most one digest per user and category in this window. */
const DIGEST_WINDOW_MINUTES = 15;

/**
 * Sends one user's waiting notifications of one category as one email, if its window is open: the
 * settings row's `last_digest_at` is claimed with one conditional upsert, so two workers (or a retry)
 * send one digest. Returns the stored email's id, or null when nothing was due.
 */
export async function sendDigest(userId: string, category: NotificationCategory): Promise<string | null> {
  const db = await getDb();
  const emailId = await db.transaction(async (tx) => {
    const mine = and(
      eq(notificationEmailItems.userId, userId),
      eq(notificationEmailItems.category, category),
      isNull(notificationEmailItems.digestedAt),
    );
    const [waiting] = await tx
      .select({ id: notificationEmailItems.id })
      .from(notificationEmailItems)
      .where(mine)
      .limit(1);
    if (!waiting) return null;
    const [claim] = await tx
      .insert(notificationSettings)
      .values({ userId, category, lastDigestAt: sql`now()` })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.category],
        set: { lastDigestAt: sql`now()` },
        setWhere: sql`${notificationSettings.email} and (${notificationSettings.lastDigestAt} is null
          or ${notificationSettings.lastDigestAt} <= now() - make_interval(mins => ${DIGEST_WINDOW_MINUTES}))`,
      })
      .returning({ email: notificationSettings.email });
    if (!claim) {
      // Not due yet, or the user turned this category's email off since: then the items are dropped.
      const [setting] = await tx
        .select({ email: notificationSettings.email })
        .from(notificationSettings)
        .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.category, category)));
      if (setting && !setting.email)
        await tx
          .update(notificationEmailItems)
          .set({ digestedAt: sql`now()` })
          .where(mine);
      return null;
    }
    const items = await tx
      .update(notificationEmailItems)
      .set({ digestedAt: sql`now()` })
      .where(mine)
      .returning();
    const [user] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    if (!user || items.length === 0) return null;
    items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const id = await storeEmail(tx, {
      to: user.email,
      template: `notification-digest-${category}`,
      headers: notificationListUnsubscribeHeaders(userId, category),
      ...digestEmailTemplate({
        name: user.name,
        category: categoryLabels[category].label,
        items: items.map((i) => ({ title: i.title, body: i.body, url: appLink(i.href ?? "/notifications") })),
        unsubscribeUrl: notificationUnsubscribeUrl(userId, category),
        settingsUrl: appLink("/notifications"),
      }),
    });
    await tx
      .update(notificationEmailItems)
      .set({ emailId: id })
      .where(sql`${notificationEmailItems.id} in ${items.map((i) => i.id)}`);
    return id;
  });
  if (emailId) await deliverEmail(emailId);
  return emailId;
}

/** Every user and category with waiting items whose window is open (the scheduled catch-up run). */
export async function sendDueDigests(limit = 500): Promise<number> {
  const db = await getDb();
  const due = await db
    .selectDistinct({ userId: notificationEmailItems.userId, category: notificationEmailItems.category })
    .from(notificationEmailItems)
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.userId, notificationEmailItems.userId),
        eq(notificationSettings.category, notificationEmailItems.category),
      ),
    )
    .where(
      and(
        isNull(notificationEmailItems.digestedAt),
        sql`(${notificationSettings.lastDigestAt} is null or ${notificationSettings.lastDigestAt}
          <= now() - make_interval(mins => ${DIGEST_WINDOW_MINUTES}) or not ${notificationSettings.email})`,
      ),
    )
    .orderBy(asc(notificationEmailItems.userId))
    .limit(limit);
  let sent = 0;
  for (const { userId, category } of due) if (await sendDigest(userId, category)) sent += 1;
  return sent;
}
