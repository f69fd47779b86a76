import "server-only";
import { getDb } from "@/db";
import { findUserByEmail } from "@/lib/auth/queries";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/common-passwords";
import { hashPassword } from "@/lib/auth/passwords";
import type { RequestMeta } from "@/lib/auth/request-meta";
import { type SignInOutcome, startSession } from "@/lib/auth/sign-in";
import { insertAccountRows } from "@/lib/auth/create-account";
import type { SignUpInput } from "@/lib/auth/validations";
import { AppError } from "@/lib/errors";
import { enforceRateLimits, perClient, rateLimitRules } from "@/lib/security/rate-limit";
import { acceptInvite, findOpenInvite, INVITE_INVALID, markEmailVerified } from "./invite-queries";

export const INVITE_SIGN_UP_SUCCESS = "Account created. Welcome to your team's workspace.";
export const INVITE_EMAIL_MISMATCH = "Use the email address this invitation was sent to.";
export const ACCOUNT_EXISTS_FOR_INVITE =
  "An account with this email already exists. Sign in to accept the invitation.";

/**
 * Sign-up through an invitation: the token was mailed to the address, so the account starts verified,
 * joins the inviting workspace in the same transaction (beside its own workspace) and is signed in
 * there. Same rate limits and password rules as every sign-up.
 */
export async function signUpWithInvite(
  input: SignUpInput & { invite: string },
  meta: RequestMeta,
): Promise<Extract<SignInOutcome, { ok: true }>> {
  const email = input.email.trim().toLowerCase();
  await enforceRateLimits([
    perClient(rateLimitRules.signUpPerIp, rateLimitRules.signUpSiteWide, meta.ip),
    [rateLimitRules.signUpPerEmail, email],
  ]);
  const invite = await findOpenInvite({ token: input.invite });
  if (!invite) throw new AppError("bad_request", INVITE_INVALID);
  if (invite.email !== email)
    throw new AppError("bad_request", INVITE_EMAIL_MISMATCH, {
      fieldErrors: { email: [INVITE_EMAIL_MISMATCH] },
    });
  if (isCommonPassword(input.password))
    throw new AppError("bad_request", COMMON_PASSWORD_MESSAGE, {
      fieldErrors: { password: [COMMON_PASSWORD_MESSAGE] },
    });
  if (await findUserByEmail({ email })) throw new AppError("conflict", ACCOUNT_EXISTS_FOR_INVITE);

  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  const { userId, workspaceId } = await db.transaction(async (tx) => {
    const account = await insertAccountRows(tx, { ...input, email }, passwordHash, {
      referrerId: null,
      plan: null,
      ip: meta.ip,
    });
    // The token reached this address, which is what verification proves.
    await markEmailVerified(tx, { userId: account.userId });
    const joined = await acceptInvite(tx, { token: input.invite, userId: account.userId, email });
    return { userId: account.userId, workspaceId: joined.workspaceId };
  });
  return startSession({ id: userId, email, name: input.name }, workspaceId, false, meta);
}
