import { decode } from "next-auth/jwt";
import { sessionCookieName } from "@/lib/auth/config";
import { requestCookies } from "./request-scope";

/**
 * Auth.js's auth() for a request under test: decodes the session cookie the way Auth.js does (same
 * secret and salt) and returns the claims its session callback exposes. Everything after that
 * (session row, user, membership, role) runs for real in lib/auth/session.ts.
 */
export async function auth() {
  const token = requestCookies().get(sessionCookieName);
  const secret = process.env.AUTH_SECRET;
  if (!token || !secret) return null;
  try {
    const claims = await decode({ token, secret, salt: sessionCookieName });
    if (!claims?.sid || !claims.sub) return null;
    return { sid: claims.sid, user: { id: claims.sub }, expires: new Date(Date.now() + 3_600_000).toISOString() };
  } catch {
    return null;
  }
}
