import { publicRoute } from "@/lib/api/public-route";
import { readJson } from "@/lib/api/body";
import { RESET_REQUESTED, requestPasswordReset } from "@/lib/auth/password-reset";
import { requestMeta } from "@/lib/auth/request-meta";
import { forgotPasswordSchema } from "@/lib/auth/validations";

/** Spec part 1 section 7: POST /auth/forgot-password; the same answer for every address. */
export const POST = publicRoute(async (request) => {
  const { email } = await readJson(request, forgotPasswordSchema);
  await requestPasswordReset(email, requestMeta(request.headers));
  return Response.json({ success: true, message: RESET_REQUESTED });
});
