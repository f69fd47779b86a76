/**
 * Edge-safe guard for server action requests (a POST with a `Next-Action` header to a page), run in
 * middleware before Next's action handler. Next 16 answers both cases below with a 500 (its
 * action-handler.js hard-codes the status, with a TODO for the 413); answering here gives the client a
 * 413 or a 403 instead. A chunked body without Content-Length cannot be measured before it is read: it
 * still reaches Next's own limit, which answers 500 (README, Security).
 */
export const SERVER_ACTION_BODY_LIMIT = "1mb";
export const SERVER_ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

function hostOf(origin: string): string | null {
  if (origin === "null") return "null";
  try {
    return new URL(origin).host;
  } catch {
    return "invalid";
  }
}

export function isServerAction(request: Request): boolean {
  return request.method === "POST" && request.headers.has("next-action");
}

/** 413 for a declared body over the limit, 403 for another origin (Next's own comparison), else null. */
export function refuseServerAction(request: Request): Response | null {
  if (!isServerAction(request)) return null;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > SERVER_ACTION_BODY_LIMIT_BYTES) {
    return new Response(`Request body exceeds the ${SERVER_ACTION_BODY_LIMIT} limit.`, {
      status: 413,
      headers: { "content-type": "text/plain; charset=utf-8", connection: "close" },
    });
  }
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host");
  const foreign =
    request.headers.get("sec-fetch-site") === "cross-site" || (origin !== null && hostOf(origin) !== host);
  if (foreign) {
    return new Response("Cross-origin server action requests are refused.", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return null;
}
