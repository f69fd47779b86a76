import "server-only";
import { addressSource, clientIp } from "@/lib/security/client-ip";

export type RequestMeta = {
  ip: string;
  userAgent: string | null;
  device: string;
  browser: string;
  /** "City, Region, Country" when the host's own headers give it, else null. */
  location?: string | null;
};

const browsers: Array<[RegExp, string]> = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: Array<[RegExp, string]> = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "Mac"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

function pick(list: Array<[RegExp, string]>, userAgent: string, fallback: string) {
  return list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? fallback;
}

function headerText(headers: Pick<Headers, "get">, name: string): string | null {
  const raw = headers.get(name);
  if (!raw) return null;
  try {
    // Vercel URI-encodes city names ("S%C3%A3o%20Paulo").
    return decodeURIComponent(raw).slice(0, 80).trim() || null;
  } catch {
    return null;
  }
}

/**
 * Where the request came from, read only from headers the host itself sets and overwrites: Vercel's
 * geolocation headers on Vercel, Cloudflare's country behind Cloudflare. Elsewhere unknown (null).
 */
export function requestLocation(headers: Pick<Headers, "get">): string | null {
  const source = addressSource();
  let parts: Array<string | null> = [];
  if (source.kind === "vercel") {
    parts = ["x-vercel-ip-city", "x-vercel-ip-country-region", "x-vercel-ip-country"].map((h) =>
      headerText(headers, h),
    );
  } else if (source.kind === "trusted-proxy" && source.header === "cf-connecting-ip") {
    parts = [
      headerText(headers, "cf-ipcity"),
      headerText(headers, "cf-region"),
      headerText(headers, "cf-ipcountry"),
    ];
  }
  const known = parts.filter((part): part is string => Boolean(part) && part !== "XX");
  return known.length ? known.join(", ") : null;
}

/** What the sessions list shows about a sign-in: the client address (trusted proxy only), device and browser. */
export function requestMeta(headers: Pick<Headers, "get">): RequestMeta {
  const userAgent = headers.get("user-agent")?.slice(0, 512) ?? null;
  return {
    ip: clientIp(headers),
    userAgent,
    device: userAgent ? pick(systems, userAgent, "Unknown device") : "Unknown device",
    browser: userAgent ? pick(browsers, userAgent, "Unknown browser") : "Unknown browser",
    location: requestLocation(headers),
  };
}
