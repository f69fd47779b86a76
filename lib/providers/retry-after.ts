/**
 * An HTTP Retry-After value in milliseconds from `now`: delta-seconds ("120") or an HTTP date
 * ("Wed, 21 Oct 2026 07:28:00 GMT"). A date in the past is 0; an absent or unreadable value is undefined.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Only dates: Date.parse also reads bare numbers with signs or decimals, which are not valid here.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A provider answer's Retry-After header, read as `parseRetryAfter` reads it. */
export function retryAfterOf(headers: Headers, now = Date.now()): number | undefined {
  return parseRetryAfter(headers.get("retry-after"), now);
}
