/**
 * Client-safe: the website scraper's many URLs (pasted one a line, or a CSV column) as one list, the
 * same way on the screen and on the server. Each URL is also checked by the SSRF guard on the server.
 */
import { withScheme } from "@/lib/links/web-address";

export const MAX_SITES_PER_RUN = 50;
/** Sites a run of many reads at once; each site's own crawl stays polite on its own. */
export const SITES_AT_ONCE = 4;

export const siteListMessages = {
  empty: "Please enter a website URL",
  tooMany: (count: number) =>
    `Up to ${MAX_SITES_PER_RUN} websites per run: ${count} were given. Split them into several runs.`,
  tooLong: (line: number) => `The website URL on line ${line} is too long`,
  invalid: (line: number, url: string, reason: string) => `Line ${line} (${url}): ${reason}`,
} as const;

/** The lines of a pasted list, or one entry each of an array; blank lines dropped, surrounding space trimmed. */
export function siteLines(value: string | readonly string[]): string[] {
  const lines = typeof value === "string" ? value.split(/\r?\n/) : value;
  return lines.map((line) => line.trim()).filter(Boolean);
}

/** A site is its origin (one lead per site): two start pages of one site are one site. */
function siteKey(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** The URLs with a scheme, each site once, in the order given. */
export function dedupeSites(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  return lines.map(withScheme).filter((url) => {
    const key = siteKey(url);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
