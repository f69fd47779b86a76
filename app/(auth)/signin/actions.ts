"use server";

import { headers } from "next/headers";
import { publicAction } from "@/lib/server/action";
import { toGmt8 } from "@/lib/auth/format";
import { requestMeta } from "@/lib/auth/request-meta";
import { safeCallbackPath } from "@/lib/auth/return-path";
import { firstSignInPath } from "@/lib/billing/signup-plan";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { startSession } from "@/lib/auth/start-session";
import { resendVerificationSchema, signInSchema } from "@/lib/auth/validations";
import { resendVerification, VERIFICATION_SENT } from "@/lib/auth/verification";

import type { SignInData } from "@/lib/auth/client-storage";

export const signInAction = publicAction<typeof signInSchema, SignInData>(signInSchema, async (input) => {
  const outcome = await signInWithPassword(input, requestMeta(await headers()));
  if (!outcome.ok) {
    return { status: "error", message: outcome.message, data: { unverified: outcome.code === "unverified" } };
  }
  await startSession(outcome);
  const { user } = outcome;
  return {
    status: "success",
    message: "Signed in successfully.",
    data: {
      redirectTo: await firstSignInPath({
        userId: user.id,
        firstSignIn: !user.previousLoginAt,
        fallback: safeCallbackPath(input.callbackUrl),
      }),
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        lastLoginAtGmt8: toGmt8(user.lastLoginAt),
        previousLoginAtGmt8: toGmt8(user.previousLoginAt),
      },
    },
  };
});

export const resendVerificationAction = publicAction(resendVerificationSchema, async ({ email }) => {
  await resendVerification(email, requestMeta(await headers()));
  return { status: "success", message: VERIFICATION_SENT };
});
