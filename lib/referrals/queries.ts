import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { referrals, users } from "@/db/schema";
import { newestFirstKeyset, newestFirstPage } from "@/lib/server/newest-first-page";
import { REFERRAL_REWARD_CREDITS } from "./constants";

/** Referrals per page of the history table and the list call. */
const REFERRAL_HISTORY_PAGE_SIZE = 20;

const gmt8 = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Singapore",
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * One page of the spec's referral list items (referredEmail, status, earnings, createdAtGmt8Formatted,
 * createdAt), newest first, and the cursor of the next (`before`), by keyset on the referrer's index.
 */
export async function listReferrals({ userId, before }: { userId: string; before?: string }) {
  const db = await getDb();
  const { createdKey, after } = newestFirstKeyset(referrals, before);
  const rows = await db
    .select({
      id: referrals.id,
      referredEmail: referrals.referredEmail,
      status: referrals.status,
      earnings: referrals.earnings,
      createdAt: referrals.createdAt,
      createdKey,
    })
    .from(referrals)
    .where(and(eq(referrals.referrerUserId, userId), after))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(REFERRAL_HISTORY_PAGE_SIZE + 1);
  const page = newestFirstPage(rows, REFERRAL_HISTORY_PAGE_SIZE);
  return {
    items: page.items.map((r) => ({
      ...r,
      createdAtGmt8Formatted: gmt8.format(r.createdAt),
      createdAt: r.createdAt.toISOString(),
    })),
    next: page.next,
  };
}

export async function getReferralCode({ userId }: { userId: string }): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  return row?.code;
}

/**
 * The spec's referral summary, figures over all the user's referrals; `referralHistory` is one page
 * (the newest, or the one after `before`) and `referralHistoryNext` the cursor of the next.
 */
export async function getReferralSummary({ userId, before }: { userId: string; before?: string }) {
  const db = await getDb();
  const [code, history, [totals]] = await Promise.all([
    getReferralCode({ userId }),
    listReferrals({ userId, before }),
    db
      .select({
        total: sql<number>`count(*)::int`,
        successful: sql<number>`(count(*) filter (where ${referrals.status} = 'completed'))::int`,
        earnings: sql<number>`coalesce(sum(${referrals.earnings}), 0)::int`,
      })
      .from(referrals)
      .where(eq(referrals.referrerUserId, userId)),
  ]);
  const total = totals?.total ?? 0;
  const successful = totals?.successful ?? 0;
  return {
    referralCode: code ?? "",
    totalReferrals: total,
    successfulReferrals: successful,
    // Spec 2.9: successful divided by total, rounded (to a whole percent).
    conversionRate: total === 0 ? 0 : Math.round((successful / total) * 100),
    totalEarnings: totals?.earnings ?? 0,
    pendingPayouts: (total - successful) * REFERRAL_REWARD_CREDITS,
    referralHistory: history.items,
    referralHistoryNext: history.next,
  };
}
export type ReferralSummary = Awaited<ReturnType<typeof getReferralSummary>>;
