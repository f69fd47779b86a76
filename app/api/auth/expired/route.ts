import { NextResponse } from "next/server";
import { clearedSessionCookie } from "@/lib/auth/cookie";
import { safeCallbackPath } from "@/lib/auth/return-path";
import { getSessionContext } from "@/lib/auth/session";
import { sameOriginPath } from "@/lib/links/same-origin-path";

export const dynamic = "force-dynamic";

/**
 * Where pages send a browser whose cookie still decodes but whose session ended (revoked, expired, user
 * removed): the dead cookie is dropped so middleware stops treating the visitor as signed in. A live
 * session is left alone, so a forced visit here changes nothing. A `callbackUrl` of ours is where sign-in
 * returns to (a toast's "Sign in" sends the page it was on).
 */
export async function GET(request: Request) {
  const headers = { "Cache-Control": "no-store" };
  const callback = new URL(request.url).searchParams.get("callbackUrl");
  if (await getSessionContext())
    return NextResponse.redirect(new URL(safeCallbackPath(callback), request.url), { headers });
  const signIn = new URL("/signin?expired=1", request.url);
  const back = callback ? sameOriginPath(callback) : null;
  if (back) signIn.searchParams.set("callbackUrl", back);
  const response = NextResponse.redirect(signIn, { headers });
  const cleared = clearedSessionCookie();
  // A __Host- cookie is only replaced by one with the same Secure and Path attributes.
  response.cookies.set(cleared.name, cleared.value, cleared.options);
  return response;
}
