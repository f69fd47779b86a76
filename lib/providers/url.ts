/**
 * Provider URLs from a configured base, a path whose fixed parts are written in code, and values that
 * each fill exactly one path segment. A value is percent-encoded (so `/`, `?` and `#` stay inside its
 * segment), and an empty value, `.` or `..` is refused: no encoding makes those safe, because URL
 * parsers and servers read `%2e%2e` as `..` too. The finished URL is checked to stay under the base.
 */
export class UnsafeProviderPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeProviderPathError";
  }
}

const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/** One value as one encoded path segment; throws for an empty value, `.` or `..`. */
export function pathSegment(value: string | number): string {
  const text = String(value);
  if (!text || DOT_SEGMENT.test(text))
    throw new UnsafeProviderPathError("A provider path segment cannot be empty, '.' or '..'");
  return encodeURIComponent(text);
}

/**
 * A tagged template for provider paths: `providerPath\`/api/v1/users/${username}\`` keeps the literal
 * parts as written and turns each interpolated value into one encoded segment.
 */
export function providerPath(literals: TemplateStringsArray, ...values: Array<string | number>): string {
  return literals.reduce(
    (path, literal, i) => path + (i > 0 ? pathSegment(values[i - 1] as string | number) : "") + literal,
    "",
  );
}

function segments(pathname: string): string[] {
  return pathname.split("/").slice(1);
}

/**
 * The absolute URL of `path` (from providerPath or a constant) under `baseUrl`, with the query set
 * through URLSearchParams. Throws unless the result keeps the base's origin and every base segment,
 * and has no empty or dot segment of its own.
 */
export function providerUrl(
  baseUrl: string,
  path: string,
  query: Record<string, string | undefined> = {},
): URL {
  const base = new URL(baseUrl);
  if (!path.startsWith("/") || /[?#\\]/.test(path))
    throw new UnsafeProviderPathError(
      "A provider path starts with '/' and carries no query, fragment or backslash",
    );
  const basePath = base.pathname.replace(/\/+$/, "");
  const url = new URL(`${base.origin}${basePath}${path}`);
  const own = segments(path);
  const escapes =
    url.origin !== base.origin ||
    url.pathname !== `${basePath}${path}` ||
    own.some((segment, i) => DOT_SEGMENT.test(segment) || (segment === "" && i < own.length - 1));
  if (escapes) throw new UnsafeProviderPathError("A provider path must stay under its base URL");
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}
