import { publicRoute } from "@/lib/api/public-route";
import { readJson } from "@/lib/api/body";
import { toGmt8 } from "@/lib/auth/format";
import { requestMeta } from "@/lib/auth/request-meta";
import { signInError, signInWithPassword, signInWithSecondFactor } from "@/lib/auth/sign-in";
import { startSession } from "@/lib/auth/start-session";
import { signInChallengeSchema, signInSchema } from "@/lib/auth/validations";

const body = signInChallengeSchema.or(signInSchema);

/**
 * Spec part 1 section 7: POST /auth/signin → { success, message, data.user }, with the session cookie.
 * An account with two-factor authentication answers the password with 401 `two_factor_required` and a
 * short-lived `challenge`; posting `{ challenge, code }` here completes the sign-in.
 */
export const POST = publicRoute(async (request) => {
  const input = await readJson(request, body);
  const meta = requestMeta(request.headers);
  const outcome =
    "challenge" in input ? await signInWithSecondFactor(input, meta) : await signInWithPassword(input, meta);
  if (!outcome.ok) {
    if (outcome.challenge) {
      return Response.json(
        {
          success: false,
          error: "unauthorized:two_factor_required",
          message: outcome.message,
          challenge: outcome.challenge,
        },
        { status: 401, headers: { "Cache-Control": "no-store" } },
      );
    }
    throw signInError(outcome);
  }
  await startSession(outcome);
  const { user } = outcome;
  return Response.json({
    success: true,
    message: "Signed in successfully.",
    data: {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        lastLoginAtGmt8: toGmt8(user.lastLoginAt),
        previousLoginAtGmt8: toGmt8(user.previousLoginAt),
      },
      ...(outcome.recoveryCodesRemaining === undefined
        ? {}
        : { recoveryCodesRemaining: outcome.recoveryCodesRemaining }),
    },
  });
});
