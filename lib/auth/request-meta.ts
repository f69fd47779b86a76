import "server-only";
import { clientIp } from "@/lib/security/client-ip";

export type RequestMeta = { ip: string; userAgent: string | null; device: string; browser: string };

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

/** What the sessions list shows about a sign-in: the client address (trusted proxy only), device and browser. */
export function requestMeta(headers: Pick<Headers, "get">): RequestMeta {
  const userAgent = headers.get("user-agent")?.slice(0, 512) ?? null;
  return {
    ip: clientIp(headers),
    userAgent,
    device: userAgent ? pick(systems, userAgent, "Unknown device") : "Unknown device",
    browser: userAgent ? pick(browsers, userAgent, "Unknown browser") : "Unknown browser",
  };
}
