import { NextResponse, type NextRequest } from "next/server";
import { buildContentSecurityPolicy, createNonce, isPrerenderedPage, staticSecurityHeaders } from "./headers";

const OVERRIDE_LIST = "x-middleware-override-headers";
const OVERRIDE_PREFIX = "x-middleware-request-";

function deployment() {
  const production = process.env.NODE_ENV === "production";
  const https = (process.env.APP_URL ?? "").startsWith("https://");
  return { production, https, development: process.env.NODE_ENV === "development" };
}

/** `Response.redirect()` and fetched responses have immutable headers; NextResponse ones do not. */
function hasMutableHeaders(response: Response): boolean {
  try {
    response.headers.set("x-content-type-options", "nosniff");
    return true;
  } catch {
    return false;
  }
}

/**
 * Forwards the CSP (and its nonce as `x-nonce`) on the request so Next stamps the nonce on the scripts
 * it renders. Request headers another part of middleware already overrode are kept.
 */
function forwardPolicy(request: NextRequest, response: Response, policy: string, nonce: string): void {
  const requestHeaders = new Headers(request.headers);
  const overridden = response.headers.get(OVERRIDE_LIST);
  if (overridden) {
    for (const name of overridden.split(",")) {
      const value = response.headers.get(`${OVERRIDE_PREFIX}${name}`);
      if (value === null) requestHeaders.delete(name);
      else requestHeaders.set(name, value);
    }
  }
  requestHeaders.set("content-security-policy", policy);
  requestHeaders.set("x-nonce", nonce);
  const carrier = NextResponse.next({ request: { headers: requestHeaders } });
  carrier.headers.forEach((value, name) => {
    if (name === OVERRIDE_LIST || name.startsWith(OVERRIDE_PREFIX)) response.headers.set(name, value);
  });
}

/**
 * The one call middleware makes at its end: adds the security headers of lib/security/headers.ts to
 * whatever response it decided on (pass-through, rewrite or redirect). Prerendered pages keep the
 * hash-based CSP stored with them at build time (see headers.ts).
 */
export function withSecurityHeaders(request: NextRequest, decided: Response): Response {
  const response = hasMutableHeaders(decided) ? decided : new NextResponse(decided.body, decided);
  const { pathname } = request.nextUrl;
  const { production, https, development } = deployment();
  for (const [name, value] of Object.entries(staticSecurityHeaders(pathname, { production, https }))) {
    response.headers.set(name, value);
  }
  if (development || !isPrerenderedPage(pathname)) {
    const nonce = createNonce();
    const policy = buildContentSecurityPolicy(nonce, { development, https });
    response.headers.set("Content-Security-Policy", policy);
    const rendersPage =
      response.headers.has("x-middleware-next") || response.headers.has("x-middleware-rewrite");
    if (rendersPage) forwardPolicy(request, response, policy, nonce);
  }
  return response;
}
