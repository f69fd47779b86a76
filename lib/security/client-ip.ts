import "server-only";
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { PEER_ADDRESS_HEADER, peerCaptureInstalled } from "./peer-address";

/** What rate limits key on when no address can be known (they then fall back to per-email limits). */
export const UNKNOWN_IP = "unknown";

type HeaderSource = Pick<Headers, "get">;

/** Where the client address comes from on this deployment (README, Security). */
export type AddressSource =
  { kind: "trusted-proxy"; header: string } | { kind: "vercel" } | { kind: "socket" } | { kind: "none" };

/**
 * TRUSTED_PROXY is an explicit override (the one header the deployment's own proxy sets); on Vercel its
 * `x-real-ip` (Vercel overwrites it with the connecting address); otherwise the TCP peer address that
 * lib/security/peer-address.ts stamps on every request `next start` receives. Client headers never count.
 */
export function addressSource(
  trustedProxy: string = env().TRUSTED_PROXY,
  vercel: boolean = process.env.VERCEL === "1",
  socket: boolean = peerCaptureInstalled(),
): AddressSource {
  if (trustedProxy !== "none") return { kind: "trusted-proxy", header: trustedProxy };
  if (vercel) return { kind: "vercel" };
  if (socket) return { kind: "socket" };
  return { kind: "none" };
}

let warnedUnknown = false;

/** The client's address as the rate limits key it, or UNKNOWN_IP when this deployment cannot know it. */
export function clientIp(headers: HeaderSource, trustedProxy?: string): string {
  const source = addressSource(trustedProxy);
  let raw: string | null = null;
  if (source.kind === "trusted-proxy") {
    // A proxy appends the address it saw: the rightmost entry is the one the client cannot forge.
    raw = headers.get(source.header)?.split(",").at(-1)?.trim() ?? null;
  } else if (source.kind === "vercel") {
    raw = headers.get("x-real-ip");
  } else if (source.kind === "socket") {
    raw = headers.get(PEER_ADDRESS_HEADER);
  }
  const ip = raw ? normaliseIp(raw) : null;
  if (!ip && source.kind !== "none" && !warnedUnknown) {
    warnedUnknown = true;
    logger.warn(
      "security",
      `no client address from ${source.kind}: rate limits fall back to per-email limits`,
    );
  }
  return ip ?? UNKNOWN_IP;
}

/** Logged once at start in production when no client address can be known (README, Security). */
export function warnIfNoClientAddress(): void {
  if (process.env.NODE_ENV !== "production") return;
  if (addressSource().kind !== "none") return;
  logger.warn(
    "security",
    "client addresses cannot be known on this deployment (not next start, not Vercel, TRUSTED_PROXY unset): " +
      "rate limits fall back to per-email limits and a site-wide ceiling. Set TRUSTED_PROXY to the header your proxy sets.",
  );
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
  const ip =
    value
      .trim()
      .replace(/^\[|\]$/g, "")
      .split("%")[0] ?? "";
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
