import robotsParser from "robots-parser";
import { fetchErrorOf } from "./errors";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch";

/**
 * robots.txt per origin, read before any other page of that origin (RFC 9309): a missing file
 * (4xx) allows everything; a server error or no answer disallows everything until the next run.
 */
export type RobotsRules = { isAllowed(url: URL): boolean };

const ALLOW_ALL: RobotsRules = { isAllowed: () => true };
const DISALLOW_ALL: RobotsRules = { isAllowed: () => false };
const ROBOTS_MAX_BYTES = 512 * 1024;

export async function fetchRobots(
  origin: string,
  productToken: string,
  options: Omit<SafeFetchOptions, "expect" | "maxBytes">,
): Promise<RobotsRules> {
  const robotsUrl = `${origin}/robots.txt`;
  try {
    const page = await safeFetch(robotsUrl, {
      ...options,
      expect: "text",
      maxBytes: ROBOTS_MAX_BYTES,
      followRedirect: (to) => to.protocol === "http:" || to.protocol === "https:",
    });
    const rules = robotsParser(robotsUrl, page.text);
    return { isAllowed: (url) => rules.isAllowed(url.href, productToken) !== false };
  } catch (thrown) {
    const error = fetchErrorOf(thrown);
    if (error?.code === "http" && error.status !== undefined && error.status < 500) return ALLOW_ALL;
    if (error?.code === "too_large" || error?.code === "content_type" || error?.code === "binary")
      return ALLOW_ALL;
    if (error?.code === "aborted" || error?.code === "blocked") throw error;
    return DISALLOW_ALL;
  }
}
