/**
 * Typed errors that every route handler and server action maps to a safe answer.
 * The code says what happened (`not_found:lead`); the message is what the user may read.
 */
export type ErrorKind =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "rate_limited"
  | "payload_too_large"
  | "unavailable";

const statusOf: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

const defaultMessage: Record<ErrorKind, string> = {
  bad_request: "The request is not valid.",
  unauthorized: "Please sign in to continue.",
  forbidden: "You do not have permission to do that.",
  not_found: "Not found.",
  conflict: "That conflicts with existing data.",
  payload_too_large: "The upload is too large.",
  rate_limited: "Too many attempts. Please try again later.",
  unavailable: "This service is not available right now.",
};

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly fieldErrors?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;

  constructor(
    code: `${ErrorKind}` | `${ErrorKind}:${string}`,
    message?: string,
    extra: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    const kind = code.split(":")[0] as ErrorKind;
    super(message ?? defaultMessage[kind]);
    this.name = "AppError";
    this.kind = kind;
    this.code = code;
    this.fieldErrors = extra.fieldErrors;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  get status(): number {
    return statusOf[this.kind];
  }

  toResponse(): Response {
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (this.retryAfterSeconds !== undefined) headers.set("Retry-After", String(this.retryAfterSeconds));
    return Response.json(
      {
        success: false,
        error: this.code,
        message: this.message,
        ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
      },
      { status: this.status, headers },
    );
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * SQLSTATEs of input the database cannot store: a NUL byte in text (22021), a Unicode escape jsonb
 * refuses such as \u0000 (22P05), malformed input for a typed column (22P02). The client sent it: a 400.
 */
const unstorableInput = new Set(["22021", "22P05", "22P02"]);
/** The database is restarting or unreachable (SQLSTATE classes 08 and 57P, driver and socket codes). */
const unreachable =
  /^(08...|57P0[1-3]|53300|CONNECTION_(CLOSED|ENDED|DESTROYED)|CONNECT_TIMEOUT|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)$/;

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
  }
  return codes;
}

/** PostgreSQL chose this transaction to end a deadlock (40P01) or a serialization conflict (40001): running it again is safe. */
export function isTransactionConflict(error: unknown): boolean {
  return errorCodes(error).some((code) => code === "40P01" || code === "40001");
}

/** PostgreSQL's unique_violation (SQLSTATE 23505), whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return errorCodes(error).includes("23505");
}

/**
 * A database failure the caller should hear about as what it is (drivers wrap the server's error in
 * their own): unstorable input is a 400, an unreachable or restarting database a 503 to retry shortly.
 */
export function appErrorFromDatabase(error: unknown): AppError | undefined {
  const codes = errorCodes(error);
  if (codes.some((code) => unstorableInput.has(code))) {
    return new AppError(
      "bad_request:unstorable",
      "The request contains characters that cannot be saved, such as a NUL byte. Remove them and try again.",
    );
  }
  if (codes.some((code) => unreachable.test(code))) {
    return new AppError(
      "unavailable:database",
      "The database is not reachable right now. Please try again in a moment.",
      { retryAfterSeconds: 5 },
    );
  }
  return undefined;
}

/** Any thrown value as a response: AppErrors say what they are, anything else is a generic 500. */
export function errorToResponse(error: unknown): Response {
  if (isAppError(error)) return error.toResponse();
  const databaseError = appErrorFromDatabase(error);
  if (databaseError) return databaseError.toResponse();
  console.error(error);
  return Response.json(
    { success: false, error: "internal", message: "Something went wrong. Please try again." },
    { status: 500, headers: { "Cache-Control": "no-store" } },
  );
}
