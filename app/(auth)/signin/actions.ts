"use server";

import { headers } from "next/headers";
import { publicAction } from "@/lib/server/action";
import { toGmt8 } from "@/lib/auth/format";
import { requestMeta } from "@/lib/auth/request-meta";
import { safeCallbackPath } from "@/lib/auth/return-path";
import { firstSignInPath } from "@/lib/billing/signup-plan";
import { signInWithPassword, signInWithSecondFactor, type SignInOutcome } from "@/lib/auth/sign-in";
import { startSession } from "@/lib/auth/start-session";
import { dropChallenge, heldChallenge, holdChallenge } from "@/lib/auth/two-factor-cookie";
import { resendVerificationSchema, signInSchema, twoFactorSignInSchema } from "@/lib/auth/validations";
import type { ActionResult } from "@/lib/server/action-result";
import { resendVerification, VERIFICATION_SENT } from "@/lib/auth/verification";

import type { SignInData } from "@/lib/auth/client-storage";

async function signedIn(
  outcome: Extract<SignInOutcome, { ok: true }>,
  callbackUrl: string | undefined,
): Promise<ActionResult<SignInData>> {
  await startSession(outcome);
  const { user } = outcome;
  const remaining = outcome.recoveryCodesRemaining;
  return {
    status: "success",
    message:
      remaining === undefined
        ? "Signed in successfully."
        : `Signed in with a recovery code. ${remaining} recovery ${remaining === 1 ? "code remains" : "codes remain"}.`,
    data: {
      redirectTo: await firstSignInPath({
        userId: user.id,
        firstSignIn: !user.previousLoginAt,
        fallback: safeCallbackPath(callbackUrl),
      }),
      recoveryCodesRemaining: remaining,
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        lastLoginAtGmt8: toGmt8(user.lastLoginAt),
        previousLoginAtGmt8: toGmt8(user.previousLoginAt),
      },
    },
  };
}

export const signInAction = publicAction<typeof signInSchema, SignInData>(signInSchema, async (input) => {
  const outcome = await signInWithPassword(input, requestMeta(await headers()));
  if (!outcome.ok) {
    if (outcome.challenge) {
      await holdChallenge(outcome.challenge);
      return { status: "success", message: outcome.message, data: { twoFactor: true } };
    }
    return { status: "error", message: outcome.message, data: { unverified: outcome.code === "unverified" } };
  }
  return signedIn(outcome, input.callbackUrl);
});

/** The second step: the challenge from the password step (httpOnly cookie) and a code from the form. */
export const twoFactorSignInAction = publicAction<typeof twoFactorSignInSchema, SignInData>(
  twoFactorSignInSchema,
  async (input) => {
    const outcome = await signInWithSecondFactor(
      { challenge: (await heldChallenge()) ?? "", code: input.code },
      requestMeta(await headers()),
    );
    if (!outcome.ok) {
      if (outcome.code === "challenge_expired") await dropChallenge();
      return {
        status: "error",
        message: outcome.message,
        fieldErrors: outcome.code === "invalid_code" ? { code: [outcome.message] } : undefined,
      };
    }
    await dropChallenge();
    return signedIn(outcome, input.callbackUrl);
  },
);

export const resendVerificationAction = publicAction(resendVerificationSchema, async ({ email }) => {
  await resendVerification(email, requestMeta(await headers()));
  return { status: "success", message: VERIFICATION_SENT };
});
