import ipaddr from "ipaddr.js";

/**
 * Which addresses the scraper may connect to: globally reachable unicast only. IPv4 must be in
 * ipaddr.js's "unicast" range (which leaves out private, loopback, 0.0.0.0/8, 100.64/10, 192.0.0.0/24,
 * link-local, multicast, documentation, benchmarking and reserved space). IPv6 must be in 2000::/3 and
 * "unicast", which leaves out every form that embeds an IPv4 address (mapped, compatible, translated,
 * NAT64, 6to4, Teredo) together with the documentation prefixes 2001:db8::/32 and 3fff::/20.
 */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse("2000::");
const DOCUMENTATION_V6 = ipaddr.IPv6.parse("3fff::");

/** Strips the brackets WHATWG keeps on an IPv6 hostname; refuses zone ids. */
export function bareAddress(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(bareAddress(host)) && !bareAddress(host).includes("%");
}

function parseStrict(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = bareAddress(address);
  if (bare.includes("%")) return null;
  // isValidFourPartDecimal keeps "0x7f.1"-style IPv4 out: a resolver only ever answers dotted quads.
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare);
  if (ipaddr.IPv6.isValid(bare)) return ipaddr.IPv6.parse(bare);
  return null;
}

export function isPublicAddress(address: string): boolean {
  const ip = parseStrict(address);
  if (!ip) return false;
  if (ip.kind() === "ipv4") return ip.range() === "unicast";
  const v6 = ip as ipaddr.IPv6;
  if (!v6.match(GLOBAL_UNICAST_V6, 3)) return false;
  if (v6.match(DOCUMENTATION_V6, 20)) return false;
  return v6.range() === "unicast";
}

/** Loopback, v4 or v6 (including the IPv4-mapped form): the only thing the allow-list may open. */
export function isLoopbackAddress(address: string): boolean {
  const ip = parseStrict(address);
  if (!ip) return false;
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (ip as ipaddr.IPv6).toIPv4Address().range() === "loopback";
  }
  return ip.range() === "loopback";
}
