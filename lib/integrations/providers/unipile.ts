import "server-only";
import { z } from "zod";
import { env, type Env } from "@/lib/env";
import type { RetryPolicy } from "@/lib/providers/backoff";
import { RateLimitedError, RejectedError, TemporaryError, type TemporaryKind } from "@/lib/providers/errors";
import { createProviderClient } from "@/lib/providers/http-client";
import { providerPath } from "@/lib/providers/url";

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
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "UnipileError";
  }
}

export function isUnipileError(error: unknown): error is UnipileError {
  return error instanceof UnipileError;
}

export type UnipileRequest<S extends z.ZodType> = {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Path under the base URL: a constant or built with providerPath, e.g. providerPath`/api/v1/accounts/${id}`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  schema: S;
  timeoutMs?: number;
  signal?: AbortSignal;
};

/** How a caller retries: the screens' default below, or the scrapers' longer one. */
export type UnipileRetry = {
  /** The methods whose calls are tried again: GET for a screen; GET and POST for the scrapers, whose POSTs are searches. */
  methods: ReadonlyArray<UnipileRequest<z.ZodType>["method"]>;
  retry?: Partial<RetryPolicy>;
  retryOn?: readonly TemporaryKind[];
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/**
 * A screen waits for the answer: a GET is tried once more, shortly, after a 5xx, a timeout or a
 * network failure, and nothing else is retried (a 429 goes back to the user with its wait).
 */
const screenRetry: UnipileRetry = {
  methods: ["GET"],
  retry: { attempts: 2, baseDelayMs: 250, maxDelayMs: 250 },
  retryOn: ["server", "timeout", "network"],
};

/** The longest wait a 429 is reported with, and the one assumed when Unipile names none. */
const MAX_REPORTED_WAIT_SECONDS = 3600;
const DEFAULT_WAIT_SECONDS = 60;

/** Unipile's problem answers ({ title, detail, type }): the detail (else the title) and the type. */
function describeUnipileError(body: unknown): { reason?: string; code?: string } {
  const parsed = errorBody.safeParse(body);
  if (!parsed.success) return {};
  return { reason: parsed.data.detail ?? parsed.data.title, code: parsed.data.type };
}

const errorBody = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  type: z.string().optional(),
});

function rejectedKind(status: number): UnipileErrorKind {
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  return "bad_request";
}

/** The kit's failures as UnipileError kinds; anything else (an abort) is passed on as it is. */
function unipileError(error: unknown): unknown {
  if (error instanceof RateLimitedError) {
    const seconds = error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
    return new UnipileError(
      "rate_limited",
      "Unipile answered 429",
      429,
      Math.min(seconds, MAX_REPORTED_WAIT_SECONDS),
      { cause: error },
    );
  }
  if (error instanceof RejectedError && error.status !== undefined) {
    return new UnipileError(
      rejectedKind(error.status),
      `Unipile answered ${error.status}: ${error.reason}`,
      error.status,
      undefined,
      { cause: error },
    );
  }
  if (error instanceof TemporaryError) {
    const message =
      error.kind === "timeout"
        ? "Unipile did not answer in time."
        : error.kind === "network"
          ? "Unipile could not be reached."
          : error.kind === "malformed"
            ? "Unipile sent an answer we could not read."
            : error.message;
    return new UnipileError(error.kind, message, error.status, undefined, { cause: error });
  }
  return error;
}

/**
 * One Unipile call through the provider kit, with `X-API-KEY`. Throws UnipileError: 401 unauthorized,
 * 403 forbidden, 404 not_found, other 4xx bad_request, 429 rate_limited with retryAfterSeconds, 5xx
 * server, timeout, network, and malformed for a body the schema refuses.
 */
export async function unipileRequest<S extends z.ZodType>(
  config: UnipileConfig,
  request: UnipileRequest<S>,
  retry: UnipileRetry = screenRetry,
): Promise<z.output<S>> {
  const client = createProviderClient({
    provider: "Unipile",
    baseUrl: config.baseUrl,
    headers: { "X-API-KEY": config.apiKey },
    timeoutMs: config.timeoutMs,
    describeError: describeUnipileError,
    retry: retry.retry,
    retryOn: retry.retryOn,
    sleep: retry.sleep,
  });
  try {
    return await client.request({ ...request, idempotent: retry.methods.includes(request.method) });
  } catch (error) {
    throw unipileError(error);
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

const hostedAuthUrlSchema = z.object({
  object: z.literal("HostedAuthURL"),
  url: z.url({ protocol: /^https?$/ }),
});

/** POST /api/v1/hosted/accounts/link: a URL to Unipile's hosted auth wizard. */
export async function createHostedAuthLink(
  config: UnipileConfig,
  input: HostedAuthLinkInput,
): Promise<string> {
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
  const answer = await unipileRequest(config, {
    method: "POST",
    path: "/api/v1/hosted/accounts/link",
    body,
    schema: hostedAuthUrlSchema,
  });
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
