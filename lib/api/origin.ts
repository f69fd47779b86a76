const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF for route handlers: a state-changing request from another site is refused. Browsers send
 * `Sec-Fetch-Site` and `Origin`; API clients send neither and are judged by their session alone.
 */
export function isForeignRequest(request: Request, appUrl: string): boolean {
  if (!stateChanging.has(request.method.toUpperCase())) return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  if (origin === "null") return true;
  const allowed = new Set([new URL(appUrl).origin, new URL(request.url).origin]);
  return !allowed.has(origin);
}
