import "server-only";
import { env } from "@/lib/env";
import { sameOriginPath } from "./same-origin-path";

/** Links in emails come from APP_URL, never from the request's Host or X-Forwarded-Host. */
export function appLink(path: string, query: Record<string, string> = {}): string {
  const own = sameOriginPath(path);
  if (own === null) throw new Error(`appLink: ${path} is not a path on APP_URL`);
  const url = new URL(own, env().APP_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
