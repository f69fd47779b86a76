import "server-only";
import { env } from "@/lib/env";

/** Links in emails come from APP_URL, never from the request's Host or X-Forwarded-Host. */
export function appLink(path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, env().APP_URL);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
