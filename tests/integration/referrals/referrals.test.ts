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

describe("referral history pages", () => {
  it("walks 45 referrals newest first, 20 at a time, none repeated or skipped where timestamps tie", async () => {
    const referrer = await ownerWithWorkspace();
    const db = await getDb();
    // Three referrals share each timestamp, so page boundaries fall inside ties.
    await db.insert(referrals).values(
      Array.from({ length: 45 }, (_, i) => ({
        referrerUserId: referrer.user.id,
        referredEmail: `paged-${referrer.user.id.slice(0, 8)}-${i}@example.org`,
        emailKey: `paged-${referrer.user.id}-${i}@example.org`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 12, 0, Math.floor(i / 3))),
      })),
    );
    const seen: string[] = [];
    const sizes: number[] = [];
    let before: string | undefined;
    for (;;) {
      const summary = await getReferralSummary({ userId: referrer.user.id, before });
      expect(summary.totalReferrals).toBe(45);
      sizes.push(summary.referralHistory.length);
      seen.push(...summary.referralHistory.map((r) => r.referredEmail));
      if (!summary.referralHistoryNext) break;
      before = summary.referralHistoryNext;
    }
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen).size).toBe(45);
    const times = seen.map((email) => Number(email.split("-").at(-1)?.split("@")[0]));
    expect(times.map((i) => Math.floor(i / 3))).toEqual(
      [...times.map((i) => Math.floor(i / 3))].sort((a, b) => b - a),
    );
  });

  it("reads a malformed cursor as the first page, and another user's history is never reached", async () => {
    const referrer = await ownerWithWorkspace();
    const other = await ownerWithWorkspace();
    await signUpReferred(other.user.referralCode);
    const first = await getReferralSummary({ userId: referrer.user.id, before: "not-a-cursor" });
    expect(first.referralHistory).toEqual([]);
    expect(first.referralHistoryNext).toBeNull();
    const theirs = await getReferralSummary({ userId: other.user.id, before: "bm90IGpzb24" });
    expect(theirs.referralHistory).toHaveLength(1);
  });
});
