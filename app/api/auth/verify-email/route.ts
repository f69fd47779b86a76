import { publicRoute } from "@/lib/api/public-route";
import { readJson } from "@/lib/api/body";
import { verifyEmailSchema } from "@/lib/auth/validations";
import { verifyEmailToken } from "@/lib/auth/verification";

/** POST { token }: verifies an address for API clients (the emailed link opens /verify-email). */
export const POST = publicRoute(async (request) => {
  const { token } = await readJson(request, verifyEmailSchema);
  await verifyEmailToken(token);
  return Response.json({ success: true, message: "Your email address is verified. You can sign in now." });
});
