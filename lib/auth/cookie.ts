import "server-only";
import { encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { secureCookies, sessionCookieName } from "./config";
import { decodeSessionToken, type SessionClaims } from "./session-token";

export type SessionCookie = {
  name: string;
  value: string;
  options: { httpOnly: true; secure: boolean; sameSite: "lax"; path: "/"; maxAge?: number };
};

function secret(): string {
  const value = env().AUTH_SECRET;
  // Fail closed: without a secret nobody can be signed in.
  if (!value) throw new AppError("unavailable", "Sign-in is not configured on this server.");
  return value;
}

/**
 * The Auth.js session cookie for a sessions row, written by the app itself so "remember me" can choose
 * between a 30-day cookie and a browser-session cookie (no Expires). auth() reads it as its own.
 */
export async function buildSessionCookie(params: {
  userId: string;
  sessionId: string;
  maxAgeSeconds: number;
  persistent: boolean;
}): Promise<SessionCookie> {
  const value = await encode({
    token: { sub: params.userId, sid: params.sessionId },
    secret: secret(),
    salt: sessionCookieName,
    maxAge: params.maxAgeSeconds,
  });
  return {
    name: sessionCookieName,
    value,
    options: {
      httpOnly: true,
      secure: secureCookies,
      sameSite: "lax",
      path: "/",
      ...(params.persistent ? { maxAge: params.maxAgeSeconds } : {}),
    },
  };
}

/** The session row id and user a cookie names, or null for anything forged, expired or unreadable. */
export function readSessionCookie(value: string | undefined): Promise<SessionClaims | null> {
  return decodeSessionToken(value, env().AUTH_SECRET);
}

export function clearedSessionCookie(): { name: string; value: string; options: SessionCookie["options"] } {
  return {
    name: sessionCookieName,
    value: "",
    options: { httpOnly: true, secure: secureCookies, sameSite: "lax", path: "/", maxAge: 0 },
  };
}
