import "server-only";
import { tellIfNewDevice } from "./new-device";
import { isTwoFactorEnabled } from "@/lib/account/two-factor-queries";
import { verifySecondFactor } from "@/lib/account/two-factor";
import type { User } from "@/db/schema";
import { AppError, isAppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import {
  hitRateLimit,
  peekRateLimit,
  perClient,
  rateLimitMessage,
  rateLimitRules,
} from "@/lib/security/rate-limit";
import { BROWSER_SESSION_SECONDS, REMEMBER_ME_SECONDS } from "./config";
import { verifyDummyPassword, verifyPassword } from "./passwords";
import { findDefaultMembership, findUserByEmail, findUserById, recordLogin } from "./queries";
import type { RequestMeta } from "./request-meta";
import { createSessionRow } from "./session-queries";
import { challengeMatchesPassword, createChallenge, readChallenge } from "./two-factor-challenge";

/** Spec part 1 section 8, plus the unverified case the verification flow adds. */
export const signInMessages = {
  notRegistered: "Email is not registered",
  wrongPassword: "Wrong email or password",
  unverified: "Please verify your email address before signing in. We can send you a new verification link.",
  disabled: "This account has been disabled. Please contact support.",
  generic: "Invalid email or password. Please try again.",
  twoFactorRequired: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  challengeExpired: "Your sign-in has expired. Please enter your email and password again.",
} as const;

export type SignInFailureCode =
  | "not_registered"
  | "wrong_password"
  | "unverified"
  | "disabled"
  | "rate_limited"
  | "two_factor_required"
  | "challenge_expired"
  | "invalid_code";
export type SignInOutcome =
  | {
      ok: true;
      sessionId: string;
      remember: boolean;
      maxAgeSeconds: number;
      user: {
        id: string;
        email: string;
        name: string;
        lastLoginAt: Date | null;
        previousLoginAt: Date | null;
      };
      /** Set when a recovery code opened the session: how many unused ones are left. */
      recoveryCodesRemaining?: number;
    }
  | {
      ok: false;
      code: SignInFailureCode;
      status: number;
      message: string;
      retryAfterSeconds?: number;
      /** two_factor_required: the signed "password checked" state the second step turns into a session. */
      challenge?: string;
    };

function failure(
  code: SignInFailureCode,
  status: number,
  message: string,
  retryAfterSeconds?: number,
): SignInOutcome {
  return { ok: false, code, status, message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
}

async function countFailure(email: string, ip: string) {
  await hitRateLimit(rateLimitRules.signInFailuresPerEmailAndIp, `${email}|${ip}`);
  await hitRateLimit(rateLimitRules.signInFailuresPerEmail, email);
}

/**
 * Throttling, not lockout (OWASP): the request rate per address (or the site-wide ceiling when the address
 * is unknown), failures per (email, address), and failures per email from any address, which only holds
 * back addresses that have already failed for this email: the owner from a clean address still gets in.
 */
async function throttled(email: string, ip: string) {
  const rate = await hitRateLimit(
    ...perClient(rateLimitRules.signInPerIp, rateLimitRules.signInSiteWide, ip),
  );
  if (!rate.allowed) return rate;
  const pair = await peekRateLimit(rateLimitRules.signInFailuresPerEmailAndIp, `${email}|${ip}`);
  if (!pair.allowed) return pair;
  if (pair.count === 0) return null;
  const all = await peekRateLimit(rateLimitRules.signInFailuresPerEmail, email);
  return all.allowed ? null : all;
}

/**
 * Checks an email and password and opens a session row. Rate limits are answered before any hashing;
 * an unknown address still runs one verify so the answer takes as long as for a known one.
 */
export async function signInWithPassword(
  input: { email: string; password: string; remember: boolean },
  meta: RequestMeta,
): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  const limited = await throttled(email, meta.ip);
  if (limited) {
    return failure(
      "rate_limited",
      429,
      rateLimitMessage(limited.retryAfterSeconds),
      limited.retryAfterSeconds,
    );
  }

  const user = await findUserByEmail({ email });
  if (!user || user.deletedAt) {
    await verifyDummyPassword(input.password);
    await countFailure(email, meta.ip);
    return failure("not_registered", 404, signInMessages.notRegistered);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await countFailure(email, meta.ip);
    return failure("wrong_password", 401, signInMessages.wrongPassword);
  }
  if (user.status !== "active") return failure("disabled", 403, signInMessages.disabled);
  if (!user.emailVerifiedAt) return failure("unverified", 403, signInMessages.unverified);
  if (await isTwoFactorEnabled({ userId: user.id })) {
    const challenge = createChallenge({
      userId: user.id,
      remember: input.remember,
      passwordHash: user.passwordHash,
    });
    return {
      ok: false,
      code: "two_factor_required",
      status: 401,
      message: signInMessages.twoFactorRequired,
      challenge,
    };
  }
  return openSession(user, input.remember, meta);
}

/**
 * The second step for an account with two-factor authentication: the signed challenge from the password
 * step plus a current TOTP code or an unused recovery code. Nothing else turns a challenge into a session.
 */
export async function signInWithSecondFactor(
  input: { challenge: string; code: string },
  meta: RequestMeta,
): Promise<SignInOutcome> {
  const rate = await hitRateLimit(
    ...perClient(rateLimitRules.signInPerIp, rateLimitRules.signInSiteWide, meta.ip),
  );
  if (!rate.allowed)
    return failure("rate_limited", 429, rateLimitMessage(rate.retryAfterSeconds), rate.retryAfterSeconds);
  const challenge = readChallenge(input.challenge);
  const user = challenge ? await findUserById({ userId: challenge.userId }) : undefined;
  if (
    !challenge ||
    !user ||
    user.deletedAt ||
    user.status !== "active" ||
    !challengeMatchesPassword(challenge.fingerprint, user.passwordHash)
  ) {
    return failure("challenge_expired", 401, signInMessages.challengeExpired);
  }
  let recoveryCodesRemaining: number | undefined;
  try {
    const result = await verifySecondFactor({ userId: user.id, code: input.code });
    if (result.method === "recovery") recoveryCodesRemaining = result.remaining;
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.kind === "rate_limited")
      return failure("rate_limited", 429, error.message, error.retryAfterSeconds);
    return failure("invalid_code", 401, error.message);
  }
  const outcome = await openSession(user, challenge.remember, meta);
  return outcome.ok && recoveryCodesRemaining !== undefined
    ? { ...outcome, recoveryCodesRemaining }
    : outcome;
}

async function openSession(user: User, remember: boolean, meta: RequestMeta): Promise<SignInOutcome> {
  const membership = await findDefaultMembership({ userId: user.id });
  if (!membership) {
    logger.error("auth", `user ${user.id} has no workspace membership`);
    return failure("disabled", 403, signInMessages.disabled);
  }
  return startSession(user, membership.workspaceId, remember, meta);
}

/**
 * The one place a session row is created: after the password (and the second factor), or when an invite's
 * sign-up proved the address and made the account in the invited workspace.
 */
export async function startSession(
  user: Pick<User, "id" | "email" | "name">,
  workspaceId: string,
  remember: boolean,
  meta: RequestMeta,
): Promise<Extract<SignInOutcome, { ok: true }>> {
  const maxAgeSeconds = remember ? REMEMBER_ME_SECONDS : BROWSER_SESSION_SECONDS;
  await tellIfNewDevice(user.id, workspaceId, meta);
  const session = await createSessionRow({
    userId: user.id,
    workspaceId,
    rememberMe: remember,
    device: meta.device,
    browser: meta.browser,
    ip: meta.ip,
    location: meta.location ?? null,
    userAgent: meta.userAgent,
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
  });
  const login = await recordLogin({ userId: user.id });
  return {
    ok: true,
    sessionId: session.id,
    remember,
    maxAgeSeconds,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      lastLoginAt: login?.lastLoginAt ?? null,
      previousLoginAt: login?.previousLoginAt ?? null,
    },
  };
}

const failureCodes = {
  not_registered: "not_found:user",
  wrong_password: "unauthorized:credentials",
  unverified: "forbidden:unverified",
  disabled: "forbidden:disabled",
  rate_limited: "rate_limited",
  two_factor_required: "unauthorized:two_factor_required",
  challenge_expired: "unauthorized:challenge_expired",
  invalid_code: "unauthorized:invalid_code",
} as const;

/** A failed sign-in as the typed error the JSON route answers with (404, 401, 403 or 429). */
export function signInError(outcome: Extract<SignInOutcome, { ok: false }>): AppError {
  return new AppError(failureCodes[outcome.code], outcome.message, {
    retryAfterSeconds: outcome.retryAfterSeconds,
  });
}
