import "server-only";
import { getDb, type Executor } from "@/db";
import { appEvents, memberships, users, workspaces } from "@/db/schema";
import { getPlan } from "@/lib/billing/plans";
import { addCreditEntry } from "@/lib/credits/queries";
import { deliverEmail, sendEmail, storeEmail } from "@/lib/email/send";
import { signUpAttemptTemplate, verifyEmailTemplate } from "@/lib/email/templates/auth-emails";
import { AppError } from "@/lib/errors";
import { enforceRateLimits, perClient, rateLimitRules } from "@/lib/security/rate-limit";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { isUniqueViolation } from "@/lib/errors";
import { appLink } from "./links";
import { hashPassword } from "./passwords";
import { findUserByEmail, findUserByReferralCode } from "./queries";
import { generateReferralCode } from "./referral-code";
import type { RequestMeta } from "./request-meta";
import { issueToken } from "./token-queries";
import type { SignUpInput } from "./validations";

/** One answer whether or not the address already has an account (RELIABILITY case 3). */
export const SIGN_UP_SUCCESS = "Account created. Check your email for a link to verify your address.";
export const UNKNOWN_REFERRAL_CODE = "This referral code does not exist. Check it or leave the field empty.";

function monthKey(date: Date) {
  return date.toISOString().slice(0, 7);
}

async function notifyExistingAccount(email: string) {
  const user = await findUserByEmail({ email });
  if (!user || user.deletedAt) return;
  if (!user.emailVerifiedAt) {
    await sendVerificationEmail({ id: user.id, name: user.name, email: user.email });
    return;
  }
  await sendEmail({
    to: user.email,
    template: "sign-up-attempt",
    ...signUpAttemptTemplate({
      name: user.name,
      signInUrl: appLink("/signin"),
      resetUrl: appLink("/forgot-password"),
    }),
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
 * The rows every new account starts with, in the caller's transaction: the user, their own workspace
 * (owner, free plan), the plan's first monthly credits and an audit event.
 */
export async function createAccountRows(
  tx: Executor,
  input: {
    account: {
      name: string;
      email: string;
      phone: string | null;
      passwordHash: string;
      emailVerifiedAt?: Date;
    };
    referrerId: string | null;
    plan: string | null;
    ip: string;
  },
): Promise<{ userId: string; workspaceId: string }> {
  const free = getPlan("FREE");
  const [user] = await tx
    .insert(users)
    .values({ ...input.account, referralCode: generateReferralCode(), referredByUserId: input.referrerId })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned no row");
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: `${input.account.name}'s workspace`, plan: "FREE" })
    .returning({ id: workspaces.id });
  if (!workspace) throw new Error("workspace insert returned no row");
  await tx.insert(memberships).values({ workspaceId: workspace.id, userId: user.id, role: "owner" });
  await addCreditEntry(tx, {
    workspaceId: workspace.id,
    kind: "grant",
    amount: free.monthlyCredits,
    reference: `plan:FREE:${monthKey(new Date())}`,
    description: `${free.name} plan monthly credits`,
  });
  await tx.insert(appEvents).values({
    workspaceId: workspace.id,
    userId: user.id,
    type: "user.signed_up",
    data: { plan: input.plan, referred: Boolean(input.referrerId) },
    ip: input.ip,
  });
  return { userId: user.id, workspaceId: workspace.id };
}

/**
 * Creates the user, their own workspace (owner, free plan), the plan's first monthly credits, an audit
 * event and the verification email, all in one transaction. An existing address gets the same answer
 * and its owner an email instead of a second account.
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
  if (await findUserByEmail({ email: input.email })) return notifyExistingAccount(input.email);

  const passwordHash = await hashPassword(input.password);
  let emailId: string;
  try {
    emailId = await db.transaction(async (tx) => {
      const { userId, workspaceId } = await createAccountRows(tx, {
        account: { name: input.name, email: input.email, phone: input.phone, passwordHash },
        referrerId: referrer?.id ?? null,
        plan: options.plan ?? null,
        ip: meta.ip,
      });
      const token = await issueToken(tx, { userId, kind: "email_verification" });
      return storeEmail(tx, {
        to: input.email,
        template: "verify-email",
        workspaceId,
        ...verifyEmailTemplate({ name: input.name, url: appLink("/verify-email", { token }) }),
      });
    });
  } catch (error) {
    // A concurrent sign-up with the same address won the unique index: answer as for an existing account.
    if (isUniqueViolation(error)) return notifyExistingAccount(input.email);
    throw error;
  }
  await deliverEmail(emailId);
}
