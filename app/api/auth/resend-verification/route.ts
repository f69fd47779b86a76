import { publicRoute } from "@/lib/api/public-route";
import { readJson } from "@/lib/api/body";
import { requestMeta } from "@/lib/auth/request-meta";
import { resendVerificationSchema } from "@/lib/auth/validations";
import { resendVerification, VERIFICATION_SENT } from "@/lib/auth/verification";

/** POST { email }: a fresh verification link; the same answer for every address. */
export const POST = publicRoute(async (request) => {
  const { email } = await readJson(request, resendVerificationSchema);
  await resendVerification(email, requestMeta(request.headers));
  return Response.json({ success: true, message: VERIFICATION_SENT });
});
