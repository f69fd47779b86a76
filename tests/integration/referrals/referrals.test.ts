import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { creditTransactions, referrals, users } from "@/db/schema";
import { signUp } from "@/lib/auth/sign-up";
import { verifyEmailToken } from "@/lib/auth/verification";
import { getCreditBalance } from "@/lib/credits/queries";
import { referralEmailKey } from "@/lib/referrals/email-key";
import { grantReferralReward } from "@/lib/referrals/grant";
import { getReferralSummary } from "@/lib/referrals/queries";
import { createVerifiedAccount, meta, newAccount, tokenFromEmail } from "../auth/support/users";
import { ownerWithWorkspace } from "../teams/support";

let ip = 0;
async function signUpReferred(code: string, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  ip += 1;
  await signUp({ ...account, referralCode: code }, meta(`192.0.2.${ip}`));
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, account.email.toLowerCase()));
  if (!user) throw new Error("not created");
  return { ...account, user };
}

async function referralCredits(workspaceId: string) {
  const db = await getDb();
  return db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.workspaceId, workspaceId), eq(creditTransactions.kind, "referral")));
}

describe("referrals", () => {
  it("records a sign-up through ?ref=CODE as pending and grants 500 credits once on verification", async () => {
    const referrer = await ownerWithWorkspace();
    const before = await getCreditBalance({ workspaceId: referrer.workspaceId });
    const referred = await signUpReferred(referrer.user.referralCode);
    let summary = await getReferralSummary({ userId: referrer.user.id });
    expect(summary).toMatchObject({
      referralCode: referrer.user.referralCode,
      totalReferrals: 1,
      successfulReferrals: 0,
      conversionRate: 0,
      totalEarnings: 0,
      pendingPayouts: 500,
    });
    expect(summary.referralHistory[0]).toMatchObject({ referredEmail: referred.email, status: "pending" });
    const token = await tokenFromEmail(referred.email, "/verify-email");
    await verifyEmailToken(token);
    expect(await getCreditBalance({ workspaceId: referrer.workspaceId })).toBe(before + 500);
    summary = await getReferralSummary({ userId: referrer.user.id });
    expect(summary).toMatchObject({
      successfulReferrals: 1,
      conversionRate: 100,
      totalEarnings: 500,
      pendingPayouts: 0,
    });
    // Asked again (a retry, a reset link later): nothing more.
    const db = await getDb();
    expect(await db.transaction((tx) => grantReferralReward(tx, { referredUserId: referred.user.id }))).toBe(
      false,
    );
    expect(await referralCredits(referrer.workspaceId)).toHaveLength(1);
  });

  it("grants once when two verifications race", async () => {
    const referrer = await ownerWithWorkspace();
    const referred = await signUpReferred(referrer.user.referralCode);
    const db = await getDb();
    const results = await Promise.all([
      db.transaction((tx) => grantReferralReward(tx, { referredUserId: referred.user.id })),
      db.transaction((tx) => grantReferralReward(tx, { referredUserId: referred.user.id })),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await referralCredits(referrer.workspaceId)).toHaveLength(1);
  });

  it("refuses a self-referral by the same address written differently", async () => {
    const referrer = await createVerifiedAccount({ email: `ana.lima.${Date.now()}@gmail.com` });
    const [local] = referrer.email.split("@");
    await signUpReferred(referrer.user.referralCode, {
      email: `${local?.replaceAll(".", "")}+again@googlemail.com`,
    });
    const db = await getDb();
    expect(await db.select().from(referrals).where(eq(referrals.referrerUserId, referrer.user.id))).toEqual(
      [],
    );
  });

  it("refuses a second account of the same person's address", async () => {
    const referrer = await ownerWithWorkspace();
    const other = await ownerWithWorkspace();
    const stamp = Date.now();
    await signUpReferred(referrer.user.referralCode, { email: `bo.${stamp}@gmail.com` });
    await signUpReferred(other.user.referralCode, { email: `b.o.${stamp}+2@gmail.com` });
    const existing = await createVerifiedAccount({ email: `cy+x${stamp}@example.com` });
    await signUpReferred(referrer.user.referralCode, { email: `cy+y${stamp}@example.com` });
    expect((await getReferralSummary({ userId: referrer.user.id })).totalReferrals).toBe(1);
    expect((await getReferralSummary({ userId: other.user.id })).totalReferrals).toBe(0);
    expect(existing.user.id).toBeTruthy();
  });

  it("normalises addresses: case, +tags, and Gmail dots and domain", () => {
    expect(referralEmailKey(" Ana.Lima+promo@GoogleMail.com ")).toBe("analima@gmail.com");
    expect(referralEmailKey("ana.lima+x@example.com")).toBe("ana.lima@example.com");
  });
});
