import { NextResponse } from "next/server";
import { clearedSessionCookie } from "@/lib/auth/cookie";
import { getSessionContext } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/**
 * Where pages send a browser whose cookie still decodes but whose session ended (revoked, expired, user
 * removed): the dead cookie is dropped so middleware stops treating the visitor as signed in. A live
 * session is left alone, so a forced visit here changes nothing.
 */
export async function GET(request: Request) {
  const headers = { "Cache-Control": "no-store" };
  if (await getSessionContext())
    return NextResponse.redirect(new URL("/dashboard", request.url), { headers });
  const response = NextResponse.redirect(new URL("/signin?expired=1", request.url), { headers });
  const cleared = clearedSessionCookie();
  // A __Host- cookie is only replaced by one with the same Secure and Path attributes.
  response.cookies.set(cleared.name, cleared.value, cleared.options);
  return response;
}
