import { publicRoute } from "@/lib/api/public-route";
import { readJson } from "@/lib/api/body";
import { toGmt8 } from "@/lib/auth/format";
import { requestMeta } from "@/lib/auth/request-meta";
import { signInError, signInWithPassword } from "@/lib/auth/sign-in";
import { startSession } from "@/lib/auth/start-session";
import { signInSchema } from "@/lib/auth/validations";

/** Spec part 1 section 7: POST /auth/signin → { success, message, data.user }, with the session cookie. */
export const POST = publicRoute(async (request) => {
  const input = await readJson(request, signInSchema);
  const outcome = await signInWithPassword(input, requestMeta(request.headers));
  if (!outcome.ok) throw signInError(outcome);
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
    },
  });
});
