/**
 * Security headers for every response (ARCHITECTURE 'Security baseline', RELIABILITY case 26).
 * Pure and edge-safe: middleware.ts applies them, scripts/csp-static-hashes.ts and the tests read them.
 *
 * CSP design. Dynamically rendered pages get a per-request nonce with 'strict-dynamic': middleware puts
 * the policy on the request too, so Next stamps the nonce on its own scripts. A nonce forces dynamic
 * rendering, and the landing page must stay prerendered, whose HTML cannot carry a per-request
 * nonce; Next's SRI option alone does not help either, because hydration needs Next's inline bootstrap
 * and flight-data scripts (checked: a 'self'-only policy leaves the page dead). So the pages named in
 * `prerenderedPages` get a hash-based policy instead, equally free of 'unsafe-inline': next.config.ts
 * declares a header rule for each (no inline script allowed), after `next build`
 * scripts/csp-static-hashes.ts writes the hashes of the page's inline scripts into that rule, and
 * middleware leaves the CSP of those paths alone. The rule holds for a copy Next regenerates too.
 * tests/e2e/security-headers.spec.ts fails when this list and the build's prerendered pages differ.
 */

/** Pages Next prerenders at build time; keep in step with the build (the e2e test names any drift). */
export const prerenderedPages: readonly string[] = ["/"];

/** Pages whose URL carries a secret token: the browser must not send it on as a referrer. */
const tokenPages = ["/reset-password", "/verify-email", "/settings/email-change", "/invite"];

type PolicyOptions = { development: boolean; https: boolean };

function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

function basePolicy(
  scriptSources: string[],
  { development, https }: PolicyOptions,
): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    // React uses eval for its debugging aids in development only.
    "script-src": [...scriptSources, ...(development ? ["'unsafe-eval'"] : [])],
    // Radix positions popovers and sonner inserts its stylesheet at run time; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Lead photos and company logos come from many hosts.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "media-src": ["'self'", "https:"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    // Checkout and the billing portal are reached by a form post that redirects to Stripe.
    "form-action": ["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"],
    "frame-ancestors": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/** The policy of a dynamically rendered response: only scripts carrying this request's nonce run. */
export function buildContentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  return serializePolicy(basePolicy(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], options));
}

/** The policy of a prerendered page: its own inline scripts by SHA-256 hash, chunks from this origin. */
export function buildStaticContentSecurityPolicy(
  scriptHashes: readonly string[],
  options: PolicyOptions,
): string {
  return serializePolicy(basePolicy(["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)], options));
}

/** 128 random bits, base64: unguessable and fresh for every request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function isPrerenderedPage(pathname: string): boolean {
  return prerenderedPages.includes(pathname);
}

export function referrerPolicyFor(pathname: string): string {
  return tokenPages.some((page) => pathname === page || pathname.startsWith(`${page}/`))
    ? "no-referrer"
    : "strict-origin-when-cross-origin";
}

/** Everything but the CSP. HSTS only in production over https (a local http run must stay reachable). */
export function staticSecurityHeaders(
  pathname: string,
  { production, https }: { production: boolean; https: boolean },
) {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": referrerPolicyFor(pathname),
    "Permissions-Policy":
      "accelerometer=(), browsing-topics=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (production && https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  // API answers and rendered pages may hold tenant data; prerendered pages and public files
  // (robots.txt, sitemap.xml, icons) are the same for everyone and may be cached.
  const isApi = pathname === "/api" || pathname.startsWith("/api/");
  const isFile = /\.[a-z0-9]+$/i.test(pathname);
  if (isApi || (!isFile && !isPrerenderedPage(pathname))) {
    headers["Cache-Control"] = "no-store";
  }
  return headers;
}

/**
 * Route handlers answer JSON or files, never pages, so they get a policy that allows nothing.
 * next.config.ts sends these for /api (middleware does not run there).
 */
export function apiSecurityHeaders({ production, https }: { production: boolean; https: boolean }) {
  const { "Referrer-Policy": _referrer, ...common } = staticSecurityHeaders("/api", { production, https });
  return {
    ...common,
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  };
}
