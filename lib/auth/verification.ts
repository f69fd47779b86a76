import "server-only";
import { getDb } from "@/db";
import { appEvents } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { grantReferralReward } from "@/lib/referrals/grant";
import { enforceRateLimits, perClient, rateLimitRules } from "@/lib/security/rate-limit";
import { findUserByEmail, markEmailVerified } from "./queries";
import type { RequestMeta } from "./request-meta";
import { sendVerificationEmail } from "./sign-up";
import { consumeToken, findTokenWithUser } from "./token-queries";

export const INVALID_VERIFICATION_LINK =
  "This verification link is invalid, expired or already used. Sign in to get a new one.";
export const VERIFICATION_SENT =
  "If that account still needs verifying, a new link is on its way. Check your inbox.";

export type VerificationLinkState = "usable" | "already_verified" | "invalid";

/**
 * What a verification link can still do, read when its page opens (nothing is consumed: a mail scanner
 * opening it changes nothing): verify, nothing because its account is verified already (a link clicked
 * twice), or nothing because it is unknown, used or expired.
 */
export async function verificationLinkState(token: string): Promise<VerificationLinkState> {
  const row = await findTokenWithUser({ kind: "email_verification", token });
  if (!row) return "invalid";
  if (row.emailVerifiedAt) return "already_verified";
  return row.live ? "usable" : "invalid";
}

/** Consumes a verification token and marks the address verified; a dead token changes nothing. */
export async function verifyEmailToken(token: string): Promise<void> {
  const db = await getDb();
  const verified = await db.transaction(async (tx) => {
    const userId = await consumeToken(tx, { kind: "email_verification", token });
    if (!userId) return false;
    await markEmailVerified({ userId }, tx);
    await tx.insert(appEvents).values({ userId, type: "user.email_verified" });
    await grantReferralReward(tx, { referredUserId: userId });
    return true;
  });
  if (!verified) throw new AppError("bad_request:token", INVALID_VERIFICATION_LINK);
}

/** Sends a fresh link to an unverified account; the answer is the same for any address. */
export async function resendVerification(email: string, meta: RequestMeta): Promise<void> {
  await enforceRateLimits([
    perClient(rateLimitRules.resendVerificationPerIp, rateLimitRules.resendVerificationSiteWide, meta.ip),
    [rateLimitRules.forgotPasswordPerEmail, `verify:${email}`],
  ]);
  const user = await findUserByEmail({ email });
  if (!user || user.deletedAt || user.emailVerifiedAt) return;
  await sendVerificationEmail({ id: user.id, name: user.name, email: user.email });
}
