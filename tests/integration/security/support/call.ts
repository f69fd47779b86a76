import path from "node:path";
import { runInRequest } from "./request-scope";

export type Outcome = {
  kind:
    | "ok"
    | "redirect"
    | "unauthorized"
    | "forbidden"
    | "not_found"
    | "bad_request"
    | "too_large"
    | "rate_limited"
    | "error"
    | "server_error";
  status?: number;
  message?: string;
  /** Everything the caller received, for leak checks. */
  text: string;
  /** A route's response headers, lower-cased names. */
  headers?: Record<string, string>;
};

export type RouteRequest = {
  /** The concrete path with its query string, e.g. `/api/leads/12?x=1`. */
  path: string;
  /** The dynamic segments as Next passes them (`[id]` → `{ id: "12" }`). */
  params?: Record<string, string | string[]>;
  /** An object is sent as JSON; a string or bytes (a multipart upload) are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
};

const root = process.cwd();
const modules = new Map<string, Promise<Record<string, unknown>>>();

export function loadModule(file: string): Promise<Record<string, unknown>> {
  let loaded = modules.get(file);
  if (!loaded) {
    loaded = import(path.join(root, file)) as Promise<Record<string, unknown>>;
    modules.set(file, loaded);
  }
  return loaded;
}

const SIGN_IN_REQUIRED = "Please sign in to continue.";
const FORBIDDEN = "You do not have permission to do that.";
/** What lib/server/action.ts answers for an unexpected error: a server action's 500. */
const GENERIC_FAILURE = "Something went wrong. Please try again.";

function statusKind(status: number, location: string | null): Outcome["kind"] {
  if (status >= 500) return "server_error";
  if (status >= 300 && status < 400) return location?.includes("/signin") ? "unauthorized" : "redirect";
  const byStatus: Record<number, Outcome["kind"]> = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    413: "too_large",
    422: "bad_request",
    429: "rate_limited",
  };
  if (status >= 400) return byStatus[status] ?? "error";
  return "ok";
}

function requestHeaders(cookie: string | undefined, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ "user-agent": "vitest security matrix", ...extra });
  if (cookie) headers.set("cookie", cookie);
  return headers;
}

/** Calls a route handler the way Next would, as the caller whose cookie is given (none: signed out). */
export async function callRoute(
  file: string,
  method: string,
  request: RouteRequest,
  cookie?: string,
): Promise<Outcome> {
  const handler = (await loadModule(file))[method];
  if (typeof handler !== "function") throw new Error(`${file} does not export ${method}`);
  const headers = requestHeaders(cookie, request.headers);
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (request.body !== undefined && method !== "GET" && method !== "HEAD") {
    body =
      typeof request.body === "string" || request.body instanceof Uint8Array
        ? (request.body as string | Uint8Array<ArrayBuffer>)
        : JSON.stringify(request.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const url = new URL(request.path, process.env.APP_URL ?? "http://localhost:3000");
  const req = new Request(url, { method, headers, body });
  const response = await runInRequest(
    headers,
    async () => (await handler(req, { params: Promise.resolve(request.params ?? {}) })) as Response,
  );
  const text = await response.text();
  let message: string | undefined;
  try {
    const json = JSON.parse(text) as { message?: unknown };
    if (typeof json.message === "string") message = json.message;
  } catch {
    // not JSON: files, redirects, plain text
  }
  return {
    kind: statusKind(response.status, response.headers.get("location")),
    status: response.status,
    message,
    text,
    headers: Object.fromEntries(response.headers),
  };
}

function thrownOutcome(error: unknown): Outcome {
  const digest =
    typeof error === "object" && error && "digest" in error
      ? String((error as { digest: unknown }).digest)
      : "";
  if (digest.startsWith("NEXT_REDIRECT")) {
    return { kind: digest.includes("/signin") ? "unauthorized" : "redirect", text: digest };
  }
  if (digest.startsWith("NEXT_HTTP_ERROR_FALLBACK;")) {
    const status = Number(digest.split(";")[1]);
    return { kind: statusKind(status, null), status, text: digest };
  }
  return {
    kind: "server_error",
    message: error instanceof Error ? error.message : String(error),
    text: String(error),
  };
}

/** Calls a server action directly, as the caller whose cookie is given, and classifies its result. */
export async function callAction(
  file: string,
  name: string,
  args: unknown[],
  cookie?: string,
): Promise<Outcome> {
  const action = (await loadModule(file))[name];
  if (typeof action !== "function") throw new Error(`${file} does not export a function ${name}`);
  const headers = requestHeaders(cookie, { origin: process.env.APP_URL ?? "http://localhost:3000" });
  let result: unknown;
  try {
    result = await runInRequest(headers, async () =>
      (action as (...a: unknown[]) => Promise<unknown>)(...args),
    );
  } catch (error) {
    return thrownOutcome(error);
  }
  const text = JSON.stringify(result ?? null);
  const shaped = (result ?? {}) as { status?: unknown; message?: unknown; fieldErrors?: unknown };
  const message = typeof shaped.message === "string" ? shaped.message : undefined;
  if (shaped.status !== "error") return { kind: "ok", message, text };
  if (message === GENERIC_FAILURE) return { kind: "server_error", message, text };
  if (message === SIGN_IN_REQUIRED) return { kind: "unauthorized", message, text };
  if (message === FORBIDDEN) return { kind: "forbidden", message, text };
  if (message && /not found/i.test(message)) return { kind: "not_found", message, text };
  if (shaped.fieldErrors) return { kind: "bad_request", message, text };
  return { kind: "error", message, text };
}
