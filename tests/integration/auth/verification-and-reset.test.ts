import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { authTokens, emails, sessions, users } from "@/db/schema";
import {
  INVALID_RESET_LINK,
  RESET_REQUESTED,
  requestPasswordReset,
  resetLinkIsUsable,
  resetPassword,
} from "@/lib/auth/password-reset";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { signUp } from "@/lib/auth/sign-up";
import {
  INVALID_VERIFICATION_LINK,
  resendVerification,
  verificationLinkState,
  verifyEmailToken,
} from "@/lib/auth/verification";
import { verifyPassword } from "@/lib/auth/passwords";
import { hashToken } from "@/lib/security/tokens";
import { AppError } from "@/lib/errors";
import { createVerifiedAccount, meta, newAccount, tokenFromEmail } from "./support/users";

vi.mock("next/headers", () => import("./support/next-headers-mock"));
const { resetScope } = await import("./support/request-scope");

let ip = 0;
const nextMeta = () => meta(`198.18.0.${++ip}`);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as AppError,
  );

beforeEach(() => resetScope());

describe("email verification", () => {
  it("verifies once; the same link again, a tampered one or an expired one is refused and changes nothing", async () => {
    const account = newAccount();
    await signUp({ ...account, referralCode: undefined }, nextMeta());
    const token = await tokenFromEmail(account.email, "/verify-email");
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await failure(verifyEmailToken(tampered)))?.message).toBe(INVALID_VERIFICATION_LINK);
    expect([await verificationLinkState(token), await verificationLinkState(tampered)]).toEqual([
      "usable",
      "invalid",
    ]);
    await verifyEmailToken(token);
    expect((await failure(verifyEmailToken(token)))?.message).toBe(INVALID_VERIFICATION_LINK);
    // Opened again, the used link says its account is verified rather than that something failed.
    expect(await verificationLinkState(token)).toBe("already_verified");
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);

    const other = newAccount();
    await signUp({ ...other, referralCode: undefined }, nextMeta());
    const late = await tokenFromEmail(other.email, "/verify-email");
    await db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(late)));
    expect(await verificationLinkState(late)).toBe("invalid");
    expect((await failure(verifyEmailToken(late)))?.message).toBe(INVALID_VERIFICATION_LINK);
    const [still] = await db.select().from(users).where(eq(users.email, other.email));
    expect(still?.emailVerifiedAt).toBeNull();
  });

  it("a verification link lives 24 hours", async () => {
    const account = newAccount();
    await signUp({ ...account, referralCode: undefined }, nextMeta());
    const db = await getDb();
    const [row] = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(await tokenFromEmail(account.email, "/verify-email"))));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it("sends a fresh link to an unverified account only, with one answer for every address", async () => {
    const account = newAccount();
    await signUp({ ...account, referralCode: undefined }, nextMeta());
    const verified = await createVerifiedAccount();
    const db = await getDb();
    const count = async (to: string) =>
      (await db.select().from(emails).where(eq(emails.toAddress, to))).length;
    const before = [await count(account.email), await count(verified.email)];
    await resendVerification(account.email, nextMeta());
    await resendVerification(verified.email, nextMeta());
    await resendVerification("nobody@example.com", nextMeta());
    expect([await count(account.email), await count(verified.email)]).toEqual([before[0]! + 1, before[1]]);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown addresses and emails only the known one, with an APP_URL link", async () => {
    const account = await createVerifiedAccount();
    await expect(requestPasswordReset(account.email, nextMeta())).resolves.toBeUndefined();
    await expect(requestPasswordReset("nobody-here@example.com", nextMeta())).resolves.toBeUndefined();
    expect(RESET_REQUESTED).toMatch(/If an account exists/);
    const db = await getDb();
    expect(
      await db.select().from(emails).where(eq(emails.toAddress, "nobody-here@example.com")),
    ).toHaveLength(0);
    const [mail] = await db.select().from(emails).where(eq(emails.template, "reset-password"));
    expect(mail?.text).toContain("http://localhost:3000/reset-password?token=");
  });

  it("sets the new password, revokes every session, kills older links and is single use", async () => {
    const account = await createVerifiedAccount();
    const signedIn = await signInWithPassword(
      { email: account.email, password: account.password, remember: true },
      nextMeta(),
    );
    expect(signedIn.ok).toBe(true);
    await requestPasswordReset(account.email, nextMeta());
    const older = await tokenFromEmail(account.email, "/reset-password");
    await requestPasswordReset(account.email, nextMeta());
    const newest = await tokenFromEmail(account.email, "/reset-password");
    expect(newest).not.toBe(older);
    expect([await resetLinkIsUsable(older), await resetLinkIsUsable(newest)]).toEqual([true, true]);

    await resetPassword({ token: newest, newPassword: "Quiet-meadow-2024" }, nextMeta());
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.id, account.user.id));
    expect(await verifyPassword(user!.passwordHash, "Quiet-meadow-2024")).toBe(true);
    const live = await db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    for (const token of [newest, older]) {
      expect(await resetLinkIsUsable(token)).toBe(false);
      expect(
        (await failure(resetPassword({ token, newPassword: "Another-pass-9876" }, nextMeta())))?.message,
      ).toBe(INVALID_RESET_LINK);
    }
    const [after] = await db.select().from(users).where(eq(users.id, account.user.id));
    expect(after!.passwordHash).toBe(user!.passwordHash);
  });

  it("of two concurrent uses of one link exactly one wins", async () => {
    const account = await createVerifiedAccount();
    await requestPasswordReset(account.email, nextMeta());
    const token = await tokenFromEmail(account.email, "/reset-password");
    const results = await Promise.allSettled([
      resetPassword({ token, newPassword: "First-winner-2024" }, nextMeta()),
      resetPassword({ token, newPassword: "Second-winner-2024" }, nextMeta()),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
  });

  it("refuses an expired or truncated link without touching the password", async () => {
    const account = await createVerifiedAccount();
    await requestPasswordReset(account.email, nextMeta());
    const token = await tokenFromEmail(account.email, "/reset-password");
    expect(
      (
        await failure(
          resetPassword({ token: token.slice(0, 20), newPassword: "Quiet-meadow-2024" }, nextMeta()),
        )
      )?.message,
    ).toBe(INVALID_RESET_LINK);
    expect(await resetLinkIsUsable(token.slice(0, 20))).toBe(false);
    const db = await getDb();
    await db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(await resetLinkIsUsable(token)).toBe(false);
    expect(
      (await failure(resetPassword({ token, newPassword: "Quiet-meadow-2024" }, nextMeta())))?.message,
    ).toBe(INVALID_RESET_LINK);
    const [user] = await db.select().from(users).where(eq(users.id, account.user.id));
    expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
  });

  it("a reset link lives one hour and the database holds only its SHA-256", async () => {
    const account = await createVerifiedAccount();
    await requestPasswordReset(account.email, nextMeta());
    const token = await tokenFromEmail(account.email, "/reset-password");
    const db = await getDb();
    const rows = await db.select().from(authTokens).where(eq(authTokens.userId, account.user.id));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === hashToken(token));
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
  });

  it("limits requests to 3 an hour per address and 5 per client address", async () => {
    const account = await createVerifiedAccount();
    for (let i = 0; i < 3; i++) await requestPasswordReset(account.email, nextMeta());
    expect((await failure(requestPasswordReset(account.email, nextMeta())))?.status).toBe(429);
    const sameIp = meta("198.19.5.5");
    for (let i = 0; i < 5; i++) await requestPasswordReset(`someone${i}@example.com`, sameIp);
    expect((await failure(requestPasswordReset("someone-else@example.com", sameIp)))?.status).toBe(429);
  });
});
