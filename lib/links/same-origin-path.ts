import { env } from "@/lib/env";

const MAX_LENGTH = 2048;

/**
 * The one decision on where the app may send a browser back to (sign-in callbacks, Unipile's return
 * URLs, Stripe's return URLs, links in emails). `value` is resolved against APP_URL as a browser would
 * resolve it; anything on another origin is null. What comes back is path, query and hash with its
 * leading slashes collapsed: `/.//evil.example/` resolves on our origin to the path `//evil.example/`,
 * which, used again as a relative URL, would name the host evil.example.
 */
export function sameOriginPath(value: unknown, appUrl: string = env().APP_URL): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  const base = new URL(appUrl);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const path = `${url.pathname.replace(/^\/+/, "/")}${url.search}${url.hash}`;
  // Capped once encoded, so the path passes again unchanged wherever it is used (appLink re-checks it).
  if (path.length > MAX_LENGTH) return null;
  // Belt and braces: the normalised path must itself resolve to this origin.
  return new URL(path, base).origin === base.origin ? path : null;
}
