import { publicRoute } from "@/lib/api/public-route";
import { readJson } from "@/lib/api/body";
import { PASSWORD_UPDATED, resetPassword } from "@/lib/auth/password-reset";
import { requestMeta } from "@/lib/auth/request-meta";
import { resetPasswordApiSchema } from "@/lib/auth/validations";

/** Spec part 1 section 7: POST /auth/reset-password { token, newPassword } → { success, message }. */
export const POST = publicRoute(async (request) => {
  const input = await readJson(request, resetPasswordApiSchema);
  await resetPassword(input, requestMeta(request.headers));
  return Response.json({ success: true, message: PASSWORD_UPDATED });
});
