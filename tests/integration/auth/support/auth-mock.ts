import { Auth } from "@auth/core";
import { authConfig } from "@/lib/auth/config";
import { cookieHeader } from "./request-scope";

/**
 * lib/auth's auth() without Next's request scope: the real Auth.js session endpoint with the app's own
 * config and callbacks, fed the test's cookie jar (what next-auth's auth() does inside a request).
 */
export async function auth() {
  const request = new Request("http://localhost:3000/api/auth/session", {
    headers: { cookie: cookieHeader() },
  });
  const response = await Auth(request, {
    ...authConfig,
    secret: process.env.AUTH_SECRET,
    basePath: "/api/auth",
  });
  if (!response.ok) return null;
  return (await response.json()) as unknown;
}

export const handlers = {};
export async function signIn() {
  throw new Error("not used in tests");
}
export async function signOut() {
  throw new Error("not used in tests");
}
