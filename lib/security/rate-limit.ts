import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { rateLimits } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { UNKNOWN_IP } from "./client-ip";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };
export type RateLimitResult = {
  allowed: boolean;
  count: number;
  remaining: number;
  retryAfterSeconds: number;
};

/**
 * The limits of the auth flows (ARCHITECTURE, Sessions and accounts). Per-address rules apply when the
 * client address is known (lib/security/client-ip.ts); when it is not, each falls back to its site-wide
 * ceiling (never one small bucket for everyone) and the per-email rules still hold.
 */
export const rateLimitRules = {
  signInPerIp: { name: "signin:ip", limit: 10, windowSeconds: 60 },
  signInSiteWide: { name: "signin:site", limit: 600, windowSeconds: 60 },
  /** Failures per (email, client address): throttles one guesser without locking the owner out. */
  signInFailuresPerEmailAndIp: { name: "signin-fail:email-ip", limit: 5, windowSeconds: 15 * 60 },
  /** Failures per email from any number of addresses: then only addresses that already failed wait. */
  signInFailuresPerEmail: { name: "signin-fail:email", limit: 50, windowSeconds: 15 * 60 },
  signUpPerIp: { name: "signup:ip", limit: 5, windowSeconds: 60 * 60 },
  signUpSiteWide: { name: "signup:site", limit: 200, windowSeconds: 60 * 60 },
  signUpPerEmail: { name: "signup:email", limit: 3, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { name: "forgot:ip", limit: 5, windowSeconds: 60 * 60 },
  forgotPasswordSiteWide: { name: "forgot:site", limit: 300, windowSeconds: 60 * 60 },
  forgotPasswordPerEmail: { name: "forgot:email", limit: 3, windowSeconds: 60 * 60 },
  resendVerificationPerIp: { name: "verify-resend:ip", limit: 5, windowSeconds: 60 * 60 },
  resendVerificationSiteWide: { name: "verify-resend:site", limit: 300, windowSeconds: 60 * 60 },
  resetPasswordPerIp: { name: "reset:ip", limit: 10, windowSeconds: 60 * 60 },
  resetPasswordSiteWide: { name: "reset:site", limit: 500, windowSeconds: 60 * 60 },
  /** Wrong two-factor codes per user (sign-in, turning it on or off): 5 in 15 minutes, then a wait. */
  twoFactorFailuresPerUser: { name: "2fa-fail:user", limit: 5, windowSeconds: 15 * 60 },
  /** Wrong current passwords per user on the change-password form. */
  passwordChangeFailuresPerUser: { name: "password-change-fail:user", limit: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/** The per-address rule for a known address, else the site-wide ceiling (one counter for the site). */
export function perClient(
  perIp: RateLimitRule,
  siteWide: RateLimitRule,
  ip: string,
): [RateLimitRule, string] {
  return ip === UNKNOWN_IP ? [siteWide, "site"] : [perIp, ip];
}

function keyOf(rule: RateLimitRule, subject: string) {
  return `${rule.name}:${subject}`;
}

function resultOf(rule: RateLimitRule, count: number, windowStartedAt: Date, now: Date): RateLimitResult {
  const endsAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
  return {
    allowed: count <= rule.limit,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds,
  };
}

/** Counts one hit in a fixed window with a single upsert (atomic across instances) and says whether it is allowed. */
export async function hitRateLimit(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const db = await getDb();
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
  if (!row) throw new Error("rate limit upsert returned no row");
  return resultOf(rule, row.count, row.windowStartedAt, now);
}

/** Reads a counter without counting (failure-only limits check before the attempt, count after). */
export async function peekRateLimit(
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, keyOf(rule, subject)));
  if (!row || row.windowStartedAt.getTime() <= now.getTime() - rule.windowSeconds * 1000) {
    return { allowed: true, count: 0, remaining: rule.limit, retryAfterSeconds: 0 };
  }
  const result = resultOf(rule, row.count, row.windowStartedAt, now);
  return { ...result, allowed: row.count < rule.limit };
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

export function rateLimitError(result: RateLimitResult): AppError {
  return new AppError("rate_limited", rateLimitMessage(result.retryAfterSeconds), {
    retryAfterSeconds: result.retryAfterSeconds,
  });
}

/** Counts a hit on each rule and throws a 429 AppError naming the longest wait if any is exceeded. */
export async function enforceRateLimits(
  checks: Array<[RateLimitRule, string]>,
  now = new Date(),
): Promise<void> {
  const results = await Promise.all(checks.map(([rule, subject]) => hitRateLimit(rule, subject, now)));
  const blocked = results.filter((r) => !r.allowed).sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds);
  if (blocked[0]) throw rateLimitError(blocked[0]);
}
