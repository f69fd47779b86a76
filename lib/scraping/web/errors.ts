/**
 * The web scraper's one error type. It is recognised by a registry symbol, never by `instanceof`:
 * the production build may hold two copies of this module (the guarded agent is cached on
 * globalThis by whichever bundle created it first, and throws that copy's errors into another's
 * crawler), and an `instanceof` across copies is false.
 */
export type FetchFailure =
  | "blocked"
  | "timeout"
  | "too_large"
  | "redirects"
  | "content_type"
  | "binary"
  | "http"
  | "network"
  | "aborted";

const BRAND = Symbol.for("crm-pro.scraping.web.FetchError");

export class FetchError extends Error {
  readonly [BRAND] = true;

  constructor(
    readonly code: FetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "FetchError";
  }
}

/** What the SSRF guard throws: a URL or an address the scraper may not reach. */
export class BlockedUrlError extends FetchError {
  constructor(message: string) {
    super("blocked", message);
    this.name = "BlockedUrlError";
  }
}

export function isFetchError(error: unknown): error is FetchError {
  return typeof error === "object" && error !== null && (error as { [BRAND]?: unknown })[BRAND] === true;
}

/** The scraper's error in `error` or its cause (undici wraps what a connector refuses). */
export function fetchErrorOf(error: unknown): FetchError | undefined {
  if (isFetchError(error)) return error;
  const cause =
    typeof error === "object" && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return isFetchError(cause) ? cause : undefined;
}

/** A failure a retry will not change: the guard refused, the page is missing, too large, not HTML or too slow. */
export function isPermanentFailure(error: FetchError): boolean {
  if (error.code === "http")
    return error.status === undefined || (error.status < 500 && error.status !== 429 && error.status !== 408);
  return error.code !== "network" && error.code !== "aborted";
}
