import { publicRoute } from "@/lib/api/public-route";
import { endSession } from "@/lib/auth/start-session";

/** Revokes this browser's session row and clears its cookie (replaces Auth.js's own sign-out). */
export const POST = publicRoute(async () => {
  await endSession();
  return Response.json({ success: true, message: "Signed out." });
});
