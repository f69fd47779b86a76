import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { memberships, referrals } from "@/db/schema";
import { addCreditEntry } from "@/lib/credits/queries";
import { notify } from "@/lib/notifications/notify";
import { REFERRAL_REWARD_CREDITS } from "./constants";

/**
 * The referred account verified its email: in that transaction, its pending referral completes with one
 * conditional update (of two racing verifications one wins) and the referrer's own workspace gets 500
 * credits under the ledger key `referral:<id>` (unique: granted once whatever happens).
 */
export async function grantReferralReward(tx: Executor, { referredUserId }: { referredUserId: string }) {
  const [done] = await tx
    .update(referrals)
    .set({ status: "completed", earnings: REFERRAL_REWARD_CREDITS, completedAt: sql`now()` })
    .where(and(eq(referrals.referredUserId, referredUserId), eq(referrals.status, "pending")))
    .returning();
  if (!done) return false;
  const [own] = await tx
    .select({ workspaceId: memberships.workspaceId })
    .from(memberships)
    .where(and(eq(memberships.userId, done.referrerUserId), eq(memberships.role, "owner")))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  if (!own) return false;
  const granted = await addCreditEntry(tx, {
    workspaceId: own.workspaceId,
    kind: "referral",
    amount: REFERRAL_REWARD_CREDITS,
    reference: `referral:${done.id}`,
    description: `Referral reward: ${done.referredEmail}`,
  });
  if (granted)
    await notify(
      {
        workspaceId: own.workspaceId,
        to: { userId: done.referrerUserId },
        category: "updates",
        title: "Referral reward: 500 credits",
        body: `${done.referredEmail} verified their email. 500 credits were added to your workspace.`,
        href: "/referrals",
      },
      tx,
    );
  return granted;
}
