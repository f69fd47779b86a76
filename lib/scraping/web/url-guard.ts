import dns from "node:dns/promises";
import { bareAddress, isIpLiteral, isLoopbackAddress, isPublicAddress } from "./address";
import { BlockedUrlError } from "./errors";

/**
 * The SSRF guard (ARCHITECTURE.md, Security baseline). A URL is parsed once with WHATWG `URL` and
 * refused unless it is http(s), on port 80 or 443, without credentials, on a host that is not a
 * local or metadata name, and every address the host has is globally reachable unicast. The same
 * address check runs again at connect time (safe-agent.ts), against the address actually dialled.
 * SCRAPE_ALLOW_HOSTS opens exactly the listed loopback host:port pairs for tests; nothing else does.
 */

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type GuardPolicy = {
  /** "host:port" pairs (host as in `URL.hostname`) whose loopback addresses may be used. */
  allowHosts: ReadonlySet<string>;
  resolve: Resolver;
};

/** Every A and AAAA record of a name; [] when it does not resolve (the caller fails closed). */
export const systemResolver: Resolver = async (hostname) => {
  try {
    const answers = await dns.lookup(hostname, { all: true, verbatim: true });
    return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  } catch {
    return [];
  }
};

const BLOCKED_NAMES = new Set([
  "localhost",
  "metadata",
  "metadata.google.internal",
  "instance-data",
  "metadata.amazonaws.com",
]);

function isBlockedName(hostname: string): boolean {
  const name = hostname.replace(/\.$/, "").toLowerCase();
  return BLOCKED_NAMES.has(name) || name.endsWith(".localhost") || name.endsWith(".internal");
}

export function defaultPort(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

export function allowKey(url: URL): string {
  return `${url.hostname}:${defaultPort(url)}`;
}

/** The checks that need no network: parse, scheme, credentials, port, names and literal addresses. */
export function parseGuardedUrl(input: string | URL, policy: Pick<GuardPolicy, "allowHosts">): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new BlockedUrlError("Enter a full web address starting with http:// or https://");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new BlockedUrlError("Only http:// and https:// addresses can be scraped");
  }
  if (url.username || url.password)
    throw new BlockedUrlError("Addresses with a user name or password cannot be scraped");
  if (!url.hostname) throw new BlockedUrlError("Enter a full web address starting with http:// or https://");
  const allowed = policy.allowHosts.has(allowKey(url));
  if (!allowed && defaultPort(url) !== "80" && defaultPort(url) !== "443") {
    throw new BlockedUrlError("Only the standard web ports 80 and 443 can be scraped");
  }
  if (isIpLiteral(url.hostname)) {
    if (!addressAllowed(url.hostname, allowed)) throw privateAddress();
  } else if (url.hostname.includes("[") || url.hostname.includes("%")) {
    throw new BlockedUrlError("This address cannot be scraped");
  } else if (!allowed && isBlockedName(url.hostname)) {
    throw privateAddress();
  }
  return url;
}

function privateAddress() {
  return new BlockedUrlError("This address points to a private or local network and cannot be scraped");
}

/** A listed host:port may reach loopback; every other host only public unicast addresses. */
export function addressAllowed(address: string, allowListed: boolean): boolean {
  return isPublicAddress(address) || (allowListed && isLoopbackAddress(address));
}

/**
 * The addresses a connection to `url` may use: every answer checked, one private answer refuses the
 * whole host (a mixed answer is how rebinding attacks look), no answer refuses it too.
 */
export async function resolveGuarded(url: URL, policy: GuardPolicy): Promise<ResolvedAddress[]> {
  const allowed = policy.allowHosts.has(allowKey(url));
  if (isIpLiteral(url.hostname)) {
    const address = bareAddress(url.hostname);
    if (!addressAllowed(address, allowed)) throw privateAddress();
    return [{ address, family: address.includes(":") ? 6 : 4 }];
  }
  const answers = await policy.resolve(url.hostname);
  if (answers.length === 0) throw new BlockedUrlError(`The site ${url.hostname} could not be found`);
  if (!answers.every((a) => addressAllowed(a.address, allowed))) throw privateAddress();
  return answers;
}

/** Both halves: what the Website URL field and every redirect hop go through. */
export async function checkUrl(input: string | URL, policy: GuardPolicy): Promise<URL> {
  const url = parseGuardedUrl(input, policy);
  await resolveGuarded(url, policy);
  return url;
}
