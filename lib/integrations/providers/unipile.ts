import "server-only";
import { z } from "zod";
import { env, type Env } from "@/lib/env";
import { providerPath, providerUrl } from "@/lib/providers/url";

/**
 * Unipile's REST API v1 over fetch (no SDK): `X-API-KEY` authentication, base URL from UNIPILE_DSN,
 * every answer validated with zod. `unipileRequest` is the reusable part (other endpoints, such as the
 * LinkedIn search of the scrapers, call it with their own path and schema); the hosted-auth and account
 * calls below are what the Integrations screen needs.
 */
export type UnipileConfig = { baseUrl: string; apiKey: string; timeoutMs: number };

const UNIPILE_TIMEOUT_MS = 15_000;

/** The configuration from the environment, or null when UNIPILE_DSN or UNIPILE_API_KEY is missing. */
export function unipileConfig(e: Env = env()): UnipileConfig | null {
  if (!e.UNIPILE_DSN || !e.UNIPILE_API_KEY) return null;
  // Unipile hands out the DSN as host:port; a scheme given explicitly (a local fake) is kept.
  const raw = /^https?:\/\//i.test(e.UNIPILE_DSN) ? e.UNIPILE_DSN : `https://${e.UNIPILE_DSN}`;
  return { baseUrl: raw.replace(/\/+$/, ""), apiKey: e.UNIPILE_API_KEY, timeoutMs: UNIPILE_TIMEOUT_MS };
}

export type UnipileErrorKind =
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "bad_request"
  | "rate_limited"
  | "server"
  | "timeout"
  | "network"
  | "malformed";

/** Any failed Unipile call: what kind of failure, the HTTP status, and for 429 how long to wait. */
export class UnipileError extends Error {
  constructor(
    readonly kind: UnipileErrorKind,
    message: string,
    readonly status?: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "UnipileError";
  }
}

export function isUnipileError(error: unknown): error is UnipileError {
  return error instanceof UnipileError;
}

/** Retry-After as seconds (delta or HTTP date), capped at an hour; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Math.ceil((Date.parse(value) - now) / 1000);
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(Math.max(seconds, 0), 3600);
}

const errorBody = z.object({ title: z.string().optional(), detail: z.string().optional(), type: z.string().optional() });

function kindOf(status: number): UnipileErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  if (status >= 500) return "server";
  return "bad_request";
}

export type UnipileRequest<S extends z.ZodType> = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Path under the base URL: a constant or built with providerPath, e.g. providerPath`/api/v1/accounts/${id}`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  schema: S;
  timeoutMs?: number;
};

async function send(config: UnipileConfig, request: UnipileRequest<z.ZodType>): Promise<Response> {
  const url = providerUrl(config.baseUrl, request.path, request.query);
  try {
    return await fetch(url, {
      method: request.method,
      headers: {
        "X-API-KEY": config.apiKey,
        accept: "application/json",
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs ?? config.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === "TimeoutError" || name === "AbortError") throw new UnipileError("timeout", "Unipile did not answer in time.");
    throw new UnipileError("network", "Unipile could not be reached.");
  }
}

/**
 * One Unipile call. GETs are retried once after a 5xx, a timeout or a network failure (250 ms later);
 * nothing else is retried. Throws UnipileError: 401 unauthorized, 429 rate_limited with
 * retryAfterSeconds, 5xx server, timeout, network, and malformed for a body the schema refuses.
 */
export async function unipileRequest<S extends z.ZodType>(
  config: UnipileConfig,
  request: UnipileRequest<S>,
): Promise<z.output<S>> {
  const attempts = request.method === "GET" ? 2 : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(config, request);
    } catch (error) {
      const retryable = isUnipileError(error) && ["server", "timeout", "network"].includes(error.kind);
      if (!retryable || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function once<S extends z.ZodType>(config: UnipileConfig, request: UnipileRequest<S>): Promise<z.output<S>> {
  const response = await send(config, request);
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new UnipileError("timeout", "Unipile did not finish its answer in time.", response.status);
  }
  if (!response.ok) {
    const parsed = errorBody.safeParse(safeJson(text));
    const detail = parsed.success ? (parsed.data.detail ?? parsed.data.title) : undefined;
    throw new UnipileError(
      kindOf(response.status),
      `Unipile answered ${response.status}${detail ? `: ${detail}` : ""}`,
      response.status,
      response.status === 429 ? (parseRetryAfter(response.headers.get("retry-after")) ?? 60) : undefined,
    );
  }
  const parsed = request.schema.safeParse(safeJson(text));
  if (!parsed.success) throw new UnipileError("malformed", "Unipile sent an answer we could not read.", response.status);
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// --- Hosted auth and accounts -------------------------------------------------------------------

export type UnipileProvider = "LINKEDIN" | "WHATSAPP" | "INSTAGRAM" | "TELEGRAM";

export type HostedAuthLinkInput = {
  type: "create" | "reconnect";
  providers: UnipileProvider[];
  /** When the link stops working; Unipile wants ISO 8601 with milliseconds and Z. */
  expiresOn: Date;
  /** Sent back to notify_url: our signed token, never a raw id. */
  name: string;
  successRedirectUrl: string;
  failureRedirectUrl: string;
  notifyUrl: string;
  /** The account to reconnect (type reconnect). */
  reconnectAccount?: string;
};

const hostedAuthUrlSchema = z.object({ object: z.literal("HostedAuthURL"), url: z.url({ protocol: /^https?$/ }) });

/** POST /api/v1/hosted/accounts/link: a URL to Unipile's hosted auth wizard. */
export async function createHostedAuthLink(config: UnipileConfig, input: HostedAuthLinkInput): Promise<string> {
  const body = {
    type: input.type,
    providers: input.providers,
    api_url: config.baseUrl,
    expiresOn: input.expiresOn.toISOString(),
    name: input.name,
    success_redirect_url: input.successRedirectUrl,
    failure_redirect_url: input.failureRedirectUrl,
    notify_url: input.notifyUrl,
    ...(input.type === "reconnect" ? { reconnect_account: input.reconnectAccount } : {}),
  };
  const answer = await unipileRequest(config, { method: "POST", path: "/api/v1/hosted/accounts/link", body, schema: hostedAuthUrlSchema });
  return answer.url;
}

const accountSchema = z.object({
  object: z.literal("Account").optional(),
  id: z.string().min(1),
  type: z.string().min(1),
  name: z.string(),
  created_at: z.string().optional(),
  sources: z.array(z.object({ id: z.string().optional(), status: z.string() })).optional(),
});
export type UnipileAccount = { id: string; type: string; name: string; createdAt?: string; status: string };

/** GET /api/v1/accounts/{id}: the account and its status (its first source's, OK when none is listed). */
export async function getUnipileAccount(config: UnipileConfig, accountId: string): Promise<UnipileAccount> {
  const account = await unipileRequest(config, {
    method: "GET",
    path: providerPath`/api/v1/accounts/${accountId}`,
    schema: accountSchema,
  });
  return {
    id: account.id,
    type: account.type.toUpperCase(),
    name: account.name,
    createdAt: account.created_at,
    status: account.sources?.[0]?.status.toUpperCase() ?? "OK",
  };
}

/** DELETE /api/v1/accounts/{id}. An account Unipile no longer knows counts as deleted. */
export async function deleteUnipileAccount(config: UnipileConfig, accountId: string): Promise<void> {
  try {
    await unipileRequest(config, {
      method: "DELETE",
      path: providerPath`/api/v1/accounts/${accountId}`,
      schema: z.object({ object: z.literal("AccountDeleted") }),
    });
  } catch (error) {
    if (isUnipileError(error) && error.kind === "not_found") return;
    throw error;
  }
}
