import type { z } from "zod";
import { backoffDelayMs, defaultRetryPolicy, type RetryPolicy, sleep } from "./backoff";
import {
  ProviderCallError,
  RateLimitedError,
  RejectedError,
  TemporaryError,
  type TemporaryKind,
} from "./errors";
import { type ProviderRequestRecord, loggableUrl, recordProviderRequest } from "./request-log";
import { retryAfterOf } from "./retry-after";
import { providerUrl } from "./url";

export type ProviderClientConfig = {
  /** The name errors and the request log carry. */
  provider: string;
  baseUrl: string;
  /** Sent with every request (authentication). Never logged. */
  headers?: Record<string, string>;
  /** Per attempt, from the request until its body is read. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /**
   * The provider's POSTs only read or compute (a search, a chat completion), so repeating one is
   * harmless and they are retried like GETs. Otherwise a POST is retried only when it is marked
   * idempotent or carries an Idempotency-Key.
   */
  idempotentPosts?: boolean;
  /** The temporary failures worth another try; all of them unless given (a 429, 5xx, timeout, network error, unreadable answer). */
  retryOn?: readonly TemporaryKind[];
  /** The provider's reason and code in an error answer; the default reads the usual JSON fields. */
  describeError?: (body: unknown) => { reason?: string; code?: string };
  /** Injected by tests to observe and shorten waits. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/** What a request sends: JSON, form fields (as an HTML form posts them), or nothing; never both. */
type RequestPayload =
  | { /** Sent as JSON. */ body?: unknown; form?: undefined }
  | {
      /** Sent as application/x-www-form-urlencoded (Overpass reads its query from a form field). */
      form: Record<string, string>;
      body?: undefined;
    };

export type ProviderRequest<S extends z.ZodType> = RequestPayload & {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Starts with "/", appended to the base URL: a constant or built with providerPath (lib/providers/url.ts). */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** The answer's shape; an answer that does not match is malformed. */
  schema: S;
  signal?: AbortSignal;
  /** Whether sending the request twice is harmless, which decides whether it is retried (see `idempotentPosts`). */
  idempotent?: boolean;
  timeoutMs?: number;
};

export type ProviderClient = {
  /** One call: JSON in, the schema's output back, or one of the errors in ./errors. */
  request<S extends z.ZodType>(request: ProviderRequest<S>): Promise<z.output<S>>;
  /**
   * A `fetch` for SDKs that accept one (the AI SDK): the same timeouts, retries and request log, and
   * the provider's last answer handed back as it came so the SDK reads its own errors.
   */
  fetch: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 15_000;

function defaultDescribeError(body: unknown): { reason?: string; code?: string } {
  if (!body || typeof body !== "object") return {};
  const record = body as Record<string, unknown>;
  const nested =
    record.error && typeof record.error === "object" ? (record.error as Record<string, unknown>) : undefined;
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  return {
    reason:
      text(nested?.message) ??
      text(record.message) ??
      text(record.detail) ??
      text(record.title) ??
      text(record.error),
    code:
      text(nested?.status) ??
      text(nested?.code) ??
      text(record.name) ??
      text(record.code) ??
      text(record.type),
  };
}

function encodePayload(payload: RequestPayload): { type: string; body: string } | undefined {
  if (payload.form !== undefined)
    return { type: "application/x-www-form-urlencoded", body: new URLSearchParams(payload.form).toString() };
  if (payload.body !== undefined) return { type: "application/json", body: JSON.stringify(payload.body) };
  return undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function createProviderClient(config: ProviderClientConfig): ProviderClient {
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...config.retry };
  const wait = config.sleep ?? sleep;
  const describe = config.describeError ?? defaultDescribeError;
  const base = config.baseUrl.replace(/\/+$/, "");
  const repeatable = (method: string, headers: Headers) =>
    method !== "POST" || Boolean(config.idempotentPosts) || headers.has("idempotency-key");

  /** Runs `attempt` until it succeeds, fails for good or runs out of tries; logs every try. */
  async function withRetries<T>(
    target: { method: string; url: URL },
    retryable: boolean,
    signal: AbortSignal | undefined,
    timeoutMs: number,
    attempt: (timeout: AbortSignal) => Promise<{ status: number; value: T }>,
  ): Promise<T> {
    for (let n = 1; ; n++) {
      const started = performance.now();
      const record: ProviderRequestRecord = {
        provider: config.provider,
        method: target.method,
        url: loggableUrl(target.url),
        attempt: n,
        durationMs: 0,
      };
      try {
        const { status, value } = await attempt(AbortSignal.timeout(timeoutMs));
        recordProviderRequest({ ...record, status, durationMs: performance.now() - started });
        return value;
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        const delay =
          error instanceof TemporaryError &&
          retryable &&
          n < policy.attempts &&
          (config.retryOn?.includes(error.kind) ?? true)
            ? retryDelay(error, n)
            : undefined;
        recordProviderRequest({
          ...record,
          status: error instanceof ProviderCallError ? error.status : undefined,
          failure: error instanceof ProviderCallError ? error.kind : "network",
          retryInMs: delay,
          durationMs: performance.now() - started,
        });
        if (delay === undefined) throw error;
        await wait(delay, signal);
      }
    }
  }

  function retryDelay(error: TemporaryError, attempt: number): number | undefined {
    if (!(error instanceof RateLimitedError) || error.retryAfterMs === undefined)
      return backoffDelayMs(attempt, policy);
    return error.retryAfterMs <= policy.maxRetryAfterMs ? error.retryAfterMs : undefined;
  }

  /** fetch with the per-attempt timeout; a timeout or network failure becomes a TemporaryError. */
  async function send(url: URL, init: RequestInit, timeout: AbortSignal): Promise<Response> {
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await fetch(url, { ...init, signal, redirect: "error" });
    } catch (error) {
      throw transportError(error, timeout);
    }
  }

  function transportError(error: unknown, timeout: AbortSignal): TemporaryError {
    if (timeout.aborted)
      return new TemporaryError(
        config.provider,
        "timeout",
        `${config.provider} did not answer in time`,
        undefined,
        { cause: error },
      );
    return new TemporaryError(
      config.provider,
      "network",
      `${config.provider} could not be reached`,
      undefined,
      { cause: error },
    );
  }

  function statusError(response: Response, text: string): ProviderCallError {
    if (response.status === 429) return new RateLimitedError(config.provider, retryAfterOf(response.headers));
    const json = parseJson(text);
    const { reason, code } = json.ok ? describe(json.value) : {};
    if (response.status >= 500) {
      return new TemporaryError(
        config.provider,
        "server",
        `${config.provider} answered ${response.status}${reason ? `: ${reason}` : ""}`,
        response.status,
      );
    }
    return new RejectedError(
      config.provider,
      response.status,
      reason ?? (response.statusText || "no reason given"),
      code,
    );
  }

  async function request<S extends z.ZodType>(req: ProviderRequest<S>): Promise<z.output<S>> {
    const url = providerUrl(base, req.path, req.query);
    const payload = encodePayload(req);
    const init: RequestInit = {
      method: req.method,
      headers: {
        accept: "application/json",
        ...config.headers,
        ...(payload && { "content-type": payload.type }),
        ...req.headers,
      },
      body: payload?.body,
      signal: req.signal,
    };
    const retryable = req.idempotent ?? repeatable(req.method, new Headers(req.headers));
    const timeoutMs = req.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    return withRetries({ method: req.method, url }, retryable, req.signal, timeoutMs, async (timeout) => {
      const response = await send(url, init, timeout);
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw transportError(error, timeout);
      }
      if (!response.ok) throw statusError(response, text);
      const json = parseJson(text);
      const parsed = json.ok ? req.schema.safeParse(json.value) : undefined;
      if (!parsed?.success) {
        throw new TemporaryError(
          config.provider,
          "malformed",
          `${config.provider} sent an answer we could not read`,
          response.status,
        );
      }
      return { status: response.status, value: parsed.data as z.output<S> };
    });
  }

  const sdkFetch: typeof fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const given = new Headers(init.headers);
    const headers = { ...config.headers, ...Object.fromEntries(given) };
    // The last 429 or 5xx answer, handed to the SDK when retrying ends so it reads the provider's words.
    let answer: Response | undefined;
    try {
      return await withRetries(
        { method, url },
        repeatable(method, given),
        init.signal ?? undefined,
        config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        async (timeout) => {
          answer = undefined;
          const response = await send(url, { ...init, headers }, timeout);
          if (response.status !== 429 && response.status < 500)
            return { status: response.status, value: response };
          const text = await response.text().catch(() => "");
          answer = new Response(text, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          });
          throw statusError(response, text);
        },
      );
    } catch (error) {
      if (answer && !init.signal?.aborted) return answer;
      throw error;
    }
  };

  return { request, fetch: sdkFetch };
}
