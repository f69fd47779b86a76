import "server-only";
import { createHash } from "node:crypto";
import { derivedKey } from "@/lib/security/secret-box";
import { hmacSignature, signaturesMatch } from "@/lib/security/signature";

/** How long the "password checked, code still needed" state lasts between the two sign-in steps. */
export const CHALLENGE_SECONDS = 5 * 60;
export const challengeCookieName = "crm.two-factor";

type Challenge = { userId: string; remember: boolean };
type Payload = { u: string; r: boolean; e: number; p: string };

/** Ties a challenge to the password it was earned with: changing the password voids it. */
function passwordFingerprint(passwordHash: string): string {
  return createHash("sha256").update(passwordHash).digest("base64url").slice(0, 22);
}

function sign(body: string): string {
  return hmacSignature(derivedKey("sign-in-two-factor"), body);
}

/**
 * A signed, short-lived token saying this user passed the password step. It is not a session: only the
 * two-factor step of lib/auth/sign-in.ts accepts it, and only together with a valid code.
 */
export function createChallenge({
  userId,
  remember,
  passwordHash,
}: Challenge & { passwordHash: string }): string {
  const payload: Payload = {
    u: userId,
    r: remember,
    e: Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS,
    p: passwordFingerprint(passwordHash),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(body)}`;
}

/** The challenge's user and remember-me choice, or null when forged, expired or unreadable. */
export function readChallenge(token: string | undefined): (Challenge & { fingerprint: string }) | null {
  if (!token || token.length > 1000) return null;
  const [body, signature] = token.split(".");
  if (!body || !signature) return null;
  if (!signaturesMatch(sign(body), signature)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Payload>;
    if (typeof payload.u !== "string" || typeof payload.e !== "number" || typeof payload.p !== "string")
      return null;
    if (payload.e <= Date.now() / 1000) return null;
    return { userId: payload.u, remember: payload.r === true, fingerprint: payload.p };
  } catch {
    return null;
  }
}

export function challengeMatchesPassword(fingerprint: string, passwordHash: string): boolean {
  return signaturesMatch(passwordFingerprint(passwordHash), fingerprint);
}
