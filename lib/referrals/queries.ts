import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { referrals, users } from "@/db/schema";
import { REFERRAL_REWARD_CREDITS } from "./constants";

/** The newest referrals the history table and the list call return. */
const REFERRAL_HISTORY_LIMIT = 100;

const gmt8 = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Singapore",
  dateStyle: "medium",
  timeStyle: "short",
});

/** The spec's referral list items (referredEmail, status, earnings, createdAtGmt8Formatted, createdAt). */
export async function listReferrals({ userId }: { userId: string }) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(referrals)
    .where(eq(referrals.referrerUserId, userId))
    .orderBy(desc(referrals.createdAt), desc(referrals.id))
    .limit(REFERRAL_HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    referredEmail: r.referredEmail,
    status: r.status,
    earnings: r.earnings,
    createdAtGmt8Formatted: gmt8.format(r.createdAt),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function getReferralCode({ userId }: { userId: string }): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  return row?.code;
}

/** The spec's referral summary, figures over all the user's referrals. */
export async function getReferralSummary({ userId }: { userId: string }) {
  const db = await getDb();
  const [code, list, [totals]] = await Promise.all([
    getReferralCode({ userId }),
    listReferrals({ userId }),
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
    referralHistory: list,
  };
}
export type ReferralSummary = Awaited<ReturnType<typeof getReferralSummary>>;
