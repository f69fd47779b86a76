import net from "node:net";
import { getDomain } from "tldts";

/**
 * "Same site": the same registrable domain by the public-suffix list (tldts), so www and apex and
 * other subdomains are one site and another company's domain is not. Hosts without a registrable
 * domain (IP literals, single labels) are the same site only on the same host and port.
 */
export function siteKey(url: URL): string {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const domain = net.isIP(host) ? null : getDomain(host, { allowPrivateDomains: true });
  return domain ? domain.toLowerCase() : `${host}:${url.port}`;
}

export function sameSite(a: URL, b: URL): boolean {
  return siteKey(a) === siteKey(b);
}
