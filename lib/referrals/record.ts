import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "@/db";
import { referrals, users } from "@/db/schema";
import { emailKeyPattern, referralEmailKey } from "./email-key";

/**
 * A sign-up through a referral code, in the transaction that creates the account: recorded as a
 * pending referral unless it is the referrer's own address, or another account of the same person
 * already exists or was already referred (one referral per address key, by a unique index).
 */
export async function recordReferral(
  tx: Executor,
  { referrerId, referredUserId, email }: { referrerId: string; referredUserId: string; email: string },
): Promise<boolean> {
  const key = referralEmailKey(email);
  const [referrer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, referrerId));
  if (!referrer || referralEmailKey(referrer.email) === key) return false;
  const [sibling] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, referredUserId), sql`${users.email} ~ ${emailKeyPattern(key)}`))
    .limit(1);
  if (sibling) return false;
  const inserted = await tx
    .insert(referrals)
    .values({
      referrerUserId: referrerId,
      referredUserId,
      referredEmail: email.trim().toLowerCase(),
      emailKey: key,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return inserted.length > 0;
}
