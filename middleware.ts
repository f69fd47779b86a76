import { NextResponse, type NextRequest } from "next/server";
import { sessionCookieName } from "@/lib/auth/config";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { HOME_AFTER_SIGN_IN, isProtectedPath, isSignedOutOnlyPath } from "@/lib/auth/routes";
import { withSecurityHeaders } from "@/lib/security/secure-response";
import { isServerAction, refuseServerAction } from "@/lib/security/server-actions";

/**
 * Redirects only, from the session cookie alone (edge runtime, no database): signed-out visitors away from
 * protected pages, signed-in visitors away from sign-in and sign-up. Every layout, action and route
 * handler checks the session row again on the server (middleware alone was bypassed before: CVE-2025-29927).
 */
async function hasReadableSession(request: NextRequest): Promise<boolean> {
  const token = request.cookies.get(sessionCookieName)?.value;
  return (await decodeSessionToken(token, process.env.AUTH_SECRET)) !== null;
}

async function redirectByAuthState(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const guarded = isProtectedPath(pathname);
  const signedOutOnly = isSignedOutOnlyPath(pathname);
  if (!guarded && !signedOutOnly) return NextResponse.next();

  const signedIn = await hasReadableSession(request);
  // A server action answers a missing session itself ("Please sign in to continue."); a redirect here
  // would hand the action's caller a page instead of its answer and break the screen it was called from.
  if (guarded && !signedIn && isServerAction(request)) return NextResponse.next();
  if (guarded && !signedIn) {
    const target = new URL("/signin", request.url);
    target.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(target);
  }
  if (signedOutOnly && signedIn) return NextResponse.redirect(new URL(HOME_AFTER_SIGN_IN, request.url));
  return NextResponse.next();
}

// Issue 12 (quality): security headers and the CSP nonce on whatever the logic above decided.
// Issue 16: a server action over the body limit or from another origin gets 413 / 403, not Next's 500.
export async function middleware(request: NextRequest) {
  const refused = refuseServerAction(request);
  if (refused) return withSecurityHeaders(request, refused);
  return withSecurityHeaders(request, await redirectByAuthState(request));
}

export const config = {
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico).*)"],
};
