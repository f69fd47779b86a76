import "server-only";
import { isIP } from "node:net";
import { env } from "@/lib/env";

/** What rate limits key on when no trusted proxy names the client (server actions never see the socket). */
export const UNKNOWN_IP = "unknown";

type HeaderSource = Pick<Headers, "get">;

/** The client address from the one header the deployment's proxy sets (TRUSTED_PROXY); never from others. */
export function clientIp(headers: HeaderSource, trustedProxy = env().TRUSTED_PROXY): string {
  if (trustedProxy === "none") return UNKNOWN_IP;
  const raw = headers.get(trustedProxy);
  if (!raw) return UNKNOWN_IP;
  // A proxy appends the address it saw: the rightmost entry is the one the client cannot forge.
  const candidate = raw.split(",").at(-1)?.trim() ?? "";
  return normaliseIp(candidate) ?? UNKNOWN_IP;
}

function expandIpv6(ip: string): string[] {
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right];
}

/** IPv4 as is; IPv4-mapped IPv6 as IPv4; other IPv6 as its /64 prefix (one customer's allocation). */
export function normaliseIp(value: string): string | null {
  const ip = value.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const groups = expandIpv6(ip.toLowerCase())
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""));
  return `${groups.join(":")}::/64`;
}
