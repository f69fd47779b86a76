import "server-only";
import { getDb } from "@/db";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import { signUpAttemptTemplate, verifyEmailTemplate } from "@/lib/email/templates/auth-emails";
import { AppError } from "@/lib/errors";
import { enforceRateLimits, perClient, rateLimitRules } from "@/lib/security/rate-limit";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { isUniqueViolation } from "@/lib/errors";
import { appLink } from "@/lib/links/app-link";
import { hashPassword } from "./passwords";
import { findUserByEmail, findUserByReferralCode } from "./queries";
import { createAccount, rehearseAccountRows, type AccountContext } from "./create-account";
import type { RequestMeta } from "./request-meta";
import { issueToken } from "./token-queries";
import type { SignUpInput } from "./validations";

/** One answer whether or not the address already has an account (RELIABILITY case 3). */
export const SIGN_UP_SUCCESS = "Account created. Check your email for a link to verify your address.";
export const UNKNOWN_REFERRAL_CODE = "This referral code does not exist. Check it or leave the field empty.";

type ExistingUser = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * The existing address's side of a sign-up, shaped like a new account's: one transaction that rehearses
 * a new account's inserts and stores one email (a new verification link, or "someone tried to sign up"),
 * whose delivery the caller queues. A deleted account gets no email.
 */
async function storeExistingAccountEmail(
  user: ExistingUser,
  input: SignUpInput,
  passwordHash: string,
  context: AccountContext,
): Promise<string | undefined> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await rehearseAccountRows(tx, input, passwordHash, context);
    if (user.deletedAt) return undefined;
    if (!user.emailVerifiedAt) {
      const token = await issueToken(tx, { userId: user.id, kind: "email_verification" });
      return storeEmail(tx, {
        to: user.email,
        template: "verify-email",
        ...verifyEmailTemplate({ name: user.name, url: appLink("/verify-email", { token }) }),
      });
    }
    return storeEmail(tx, {
      to: user.email,
      template: "sign-up-attempt",
      ...signUpAttemptTemplate({
        name: user.name,
        signInUrl: appLink("/signin"),
        resetUrl: appLink("/forgot-password"),
      }),
    });
  });
}

/** A fresh single-use verification link (24 h) for an unverified account. */
export async function sendVerificationEmail(user: { id: string; name: string; email: string }) {
  const db = await getDb();
  const emailId = await db.transaction(async (tx) => {
    const token = await issueToken(tx, { userId: user.id, kind: "email_verification" });
    return storeEmail(tx, {
      to: user.email,
      template: "verify-email",
      ...verifyEmailTemplate({ name: user.name, url: appLink("/verify-email", { token }) }),
    });
  });
  await deliverEmail(emailId);
}

/**
 * Signs up a new address (createAccount). An existing address gets the same answer, and its owner an
 * email instead of a second account.
 */
export async function signUp(
  input: SignUpInput,
  meta: RequestMeta,
  options: { plan?: string } = {},
): Promise<void> {
  await enforceRateLimits([
    perClient(rateLimitRules.signUpPerIp, rateLimitRules.signUpSiteWide, meta.ip),
    [rateLimitRules.signUpPerEmail, input.email.trim().toLowerCase()],
  ]);
  if (isCommonPassword(input.password))
    throw new AppError("bad_request", COMMON_PASSWORD_MESSAGE, {
      fieldErrors: { password: [COMMON_PASSWORD_MESSAGE] },
    });
  const db = await getDb();
  const referrer = input.referralCode
    ? await findUserByReferralCode({ code: input.referralCode }, db)
    : undefined;
  if (input.referralCode && !referrer) {
    throw new AppError("bad_request", UNKNOWN_REFERRAL_CODE, {
      fieldErrors: { referralCode: [UNKNOWN_REFERRAL_CODE] },
    });
  }
  // Both answers do the same work, so the time taken does not tell whether the address has an account:
  // the password is hashed, one transaction writes and stores one email, and its delivery is queued.
  const passwordHash = await hashPassword(input.password);
  const context = { referrerId: referrer?.id ?? null, plan: options.plan ?? null, ip: meta.ip };
  const existing = await findUserByEmail({ email: input.email });
  let emailId: string | undefined;
  try {
    emailId = existing
      ? await storeExistingAccountEmail(existing, input, passwordHash, context)
      : await createAccount(input, passwordHash, context);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent sign-up with the same address won the unique index: answer as for an existing account.
    const winner = await findUserByEmail({ email: input.email });
    emailId = winner ? await storeExistingAccountEmail(winner, input, passwordHash, context) : undefined;
  }
  if (emailId) await deliverEmail(emailId);
}
