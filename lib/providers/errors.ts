/**
 * What every external provider's failure comes down to. Adapters map the provider's answers onto these
 * and callers decide on the class alone: a TemporaryError may succeed later (the HTTP client retries
 * it), a PermanentError never will, and NotConfiguredError means this server lacks the setting.
 */
export type ProviderErrorKind =
  | "not_configured"
  | "rejected"
  | "permanent"
  | "rate_limited"
  | "server"
  | "timeout"
  | "network"
  | "malformed";

export abstract class ProviderCallError extends Error {
  abstract readonly kind: ProviderErrorKind;

  constructor(
    /** The provider's name as the request log and messages show it ("resend", "places"). */
    readonly provider: string,
    message: string,
    /** The HTTP status the provider answered, when it answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The server has no key or URL for this provider; nothing was sent. */
export class NotConfiguredError extends ProviderCallError {
  readonly kind = "not_configured";
  constructor(
    provider: string,
    readonly setting: string,
  ) {
    super(provider, `${provider} is not configured on this server (${setting})`);
  }
}

/** A failure a retry cannot fix. */
export class PermanentError extends ProviderCallError {
  readonly kind: ProviderErrorKind = "permanent";
}

/** The provider refused the request and said why (4xx): a bad key, an invalid field, a missing object. */
export class RejectedError extends PermanentError {
  override readonly kind = "rejected";
  constructor(
    provider: string,
    status: number,
    /** The provider's own reason, as it wrote it. */
    readonly reason: string,
    /** The provider's error code or name, when it gives one (Resend's `validation_error`). */
    readonly code?: string,
  ) {
    super(
      provider,
      `${provider} refused the request (${status}${code ? ` ${code}` : ""}): ${reason}`,
      status,
    );
  }
}

export type TemporaryKind = "server" | "timeout" | "network" | "malformed" | "rate_limited";

/** A failure that may pass: 5xx, a timeout, a network error, an answer we could not read. */
export class TemporaryError extends ProviderCallError {
  constructor(
    provider: string,
    readonly kind: TemporaryKind,
    message: string,
    status?: number,
    options?: { cause?: unknown },
  ) {
    super(provider, message, status, options);
  }
}

/** 429: the provider asks us to wait; `retryAfterMs` is its Retry-After when it sent one. */
export class RateLimitedError extends TemporaryError {
  constructor(
    provider: string,
    readonly retryAfterMs: number | undefined,
    message = `${provider} is limiting requests from this server`,
  ) {
    super(provider, "rate_limited", message, 429);
  }

  /** The wait in whole seconds, rounded up, as our own answers and job retries count it. */
  get retryAfterSeconds(): number | undefined {
    return this.retryAfterMs === undefined ? undefined : Math.ceil(this.retryAfterMs / 1000);
  }
}
