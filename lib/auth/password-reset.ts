import "server-only";
import { grantReferralReward } from "@/lib/referrals/grant";
import { getDb } from "@/db";
import { appEvents, sessions, users } from "@/db/schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import { passwordChangedTemplate, resetPasswordTemplate } from "@/lib/email/templates/auth-emails";
import { AppError } from "@/lib/errors";
import { enforceRateLimits, perClient, rateLimitRules } from "@/lib/security/rate-limit";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { appLink } from "@/lib/links/app-link";
import { hashPassword } from "./passwords";
import { findUserByEmail } from "./queries";
import type { RequestMeta } from "./request-meta";
import { consumeToken, consumeUserTokens, findUsableToken, issueToken } from "./token-queries";

/** The same answer for every address (the confirmation never reveals whether an account exists). */
export const RESET_REQUESTED = "If an account exists for that address, a reset link is on its way.";
export const INVALID_RESET_LINK =
  "This reset link is invalid, expired or already used. Please request a new one.";
export const PASSWORD_UPDATED = "You can now sign in with your new password.";

export async function requestPasswordReset(email: string, meta: RequestMeta): Promise<void> {
  await enforceRateLimits([
    perClient(rateLimitRules.forgotPasswordPerIp, rateLimitRules.forgotPasswordSiteWide, meta.ip),
    [rateLimitRules.forgotPasswordPerEmail, email],
  ]);
  const user = await findUserByEmail({ email });
  if (!user || user.deletedAt || user.status !== "active") return;
  const db = await getDb();
  const emailId = await db.transaction(async (tx) => {
    const token = await issueToken(tx, { userId: user.id, kind: "password_reset" });
    return storeEmail(tx, {
      to: user.email,
      template: "reset-password",
      ...resetPasswordTemplate({ name: user.name, url: appLink("/reset-password", { token }) }),
    });
  });
  await deliverEmail(emailId);
}

/** Whether a reset link can still set a password: not used (nor any link of its user since) and not expired. */
export async function resetLinkIsUsable(token: string): Promise<boolean> {
  return Boolean(await findUsableToken({ kind: "password_reset", token }));
}

/**
 * Sets a new password from a reset link: the token is single use (one conditional UPDATE), older reset
 * links die with it, every session of the user is revoked and the owner is told by email.
 */
export async function resetPassword(
  input: { token: string; newPassword: string },
  meta: RequestMeta,
): Promise<void> {
  await enforceRateLimits([
    perClient(rateLimitRules.resetPasswordPerIp, rateLimitRules.resetPasswordSiteWide, meta.ip),
  ]);
  // Checked before hashing so a dead token costs no argon2 work.
  if (!(await findUsableToken({ kind: "password_reset", token: input.token })))
    throw new AppError("bad_request:token", INVALID_RESET_LINK);
  if (isCommonPassword(input.newPassword)) {
    throw new AppError("bad_request", COMMON_PASSWORD_MESSAGE, {
      fieldErrors: { newPassword: [COMMON_PASSWORD_MESSAGE] },
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const db = await getDb();
  const emailId = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, { kind: "password_reset", token: input.token });
    if (!userId) throw new AppError("bad_request:token", INVALID_RESET_LINK);
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id, name: users.name, email: users.email });
    if (!user) throw new AppError("bad_request:token", INVALID_RESET_LINK);
    await consumeUserTokens(tx, { userId, kind: "password_reset" });
    // The reset link proved the address too: a pending referral completes here as on verification.
    await grantReferralReward(tx, { referredUserId: userId });
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await tx.insert(appEvents).values({ userId, type: "user.password_reset", ip: meta.ip });
    return storeEmail(tx, {
      to: user.email,
      template: "password-changed",
      ...passwordChangedTemplate({ name: user.name, resetUrl: appLink("/forgot-password") }),
    });
  });
  await deliverEmail(emailId);
}
