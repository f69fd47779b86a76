import { decode } from "next-auth/jwt";
import { sessionCookieName } from "./config";

export type SessionClaims = { sessionId: string; userId: string };

type Remembered = SessionClaims & { expiresAt: number };

/** Auth.js's own leeway on `exp`, kept so a remembered token expires exactly when a decoded one would. */
const CLOCK_TOLERANCE_SECONDS = 15;
const MAX_REMEMBERED = 1_000;

/**
 * Tokens already decoded with the current secret. Decoding derives a key (HKDF) and runs several Web
 * Crypto operations, twice per signed-in request (middleware and layout): about a tenth of the Leads
 * page's server time in a CPU profile. A token decodes the same way every time, so only its expiry is checked again;
 * only tokens that decoded are kept, at most MAX_REMEMBERED of them, the oldest dropped first.
 */
let remembered: { secret: string; tokens: Map<string, Remembered> } = { secret: "", tokens: new Map() };

function recall(secret: string, token: string): Remembered | undefined {
  if (remembered.secret !== secret) remembered = { secret, tokens: new Map() };
  return remembered.tokens.get(token);
}

function remember(token: string, claims: Remembered) {
  const { tokens } = remembered;
  if (tokens.size >= MAX_REMEMBERED) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, claims);
}

/**
 * The session row id and user a session cookie names, or null for anything forged, expired or
 * unreadable. Safe in middleware (no Node-only imports).
 */
export async function decodeSessionToken(
  token: string | undefined,
  secret: string | undefined,
): Promise<SessionClaims | null> {
  if (!token || !secret) return null;
  const nowSeconds = Date.now() / 1000;
  const known = recall(secret, token);
  if (known) {
    return known.expiresAt + CLOCK_TOLERANCE_SECONDS > nowSeconds
      ? { sessionId: known.sessionId, userId: known.userId }
      : null;
  }
  try {
    const claims = await decode({ token, secret, salt: sessionCookieName });
    if (!claims?.sid || !claims.sub || typeof claims.exp !== "number") return null;
    remember(token, { sessionId: claims.sid, userId: claims.sub, expiresAt: claims.exp });
    return { sessionId: claims.sid, userId: claims.sub };
  } catch {
    return null;
  }
}
