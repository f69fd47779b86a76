import "server-only";
import { cookies } from "next/headers";
import { buildSessionCookie, clearedSessionCookie, readSessionCookie } from "./cookie";
import { sessionCookieName } from "./config";
import { revokeSession } from "./session-queries";
import type { SignInOutcome } from "./sign-in";

type SignedIn = Extract<SignInOutcome, { ok: true }>;

/**
 * Writes the cookie for a fresh sessions row. A session cookie the browser already had is revoked
 * first, so whatever token existed before sign-in is refused afterwards (no session fixation).
 */
export async function startSession(outcome: SignedIn): Promise<void> {
  const jar = await cookies();
  const previous = await readSessionCookie(jar.get(sessionCookieName)?.value);
  if (previous && previous.sessionId !== outcome.sessionId) await revokeSession(previous);
  const cookie = await buildSessionCookie({
    userId: outcome.user.id,
    sessionId: outcome.sessionId,
    maxAgeSeconds: outcome.maxAgeSeconds,
    persistent: outcome.remember,
  });
  jar.set(cookie.name, cookie.value, cookie.options);
}

/** Revokes the browser's session row (if the cookie names one) and deletes the cookie. */
export async function endSession(): Promise<void> {
  const jar = await cookies();
  const current = await readSessionCookie(jar.get(sessionCookieName)?.value);
  if (current) await revokeSession(current);
  const cleared = clearedSessionCookie();
  jar.set(cleared.name, cleared.value, cleared.options);
}
