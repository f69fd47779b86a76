import { publicRoute } from "@/lib/api/public-route";
import { readJson } from "@/lib/api/body";
import { requestMeta } from "@/lib/auth/request-meta";
import { SIGN_UP_SUCCESS, signUp } from "@/lib/auth/sign-up";
import { signUpApiSchema } from "@/lib/auth/validations";

/** Spec part 1 section 7: POST /auth/signup → { success, message }. */
export const POST = publicRoute(async (request) => {
  const input = await readJson(request, signUpApiSchema);
  await signUp(input, requestMeta(request.headers));
  return Response.json({ success: true, message: SIGN_UP_SUCCESS });
});
