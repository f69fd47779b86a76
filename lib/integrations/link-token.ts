import "server-only";
import { authSecret, hmacSignature, signaturesMatch } from "@/lib/security/signature";

/**
 * The `name` sent to Unipile: `<attemptId>.<expiresAtSeconds>.<signature>`, the signature an HMAC-SHA256
 * (AUTH_SECRET) over the attempt, its workspace, its user, the provider and the expiry. It names no
 * workspace or user in clear, cannot be forged without the secret, and stops working when it expires.
 */
export type LinkClaims = {
  attemptId: string;
  workspaceId: string;
  userId: string;
  provider: string;
  expiresAt: Date;
};

function signature(claims: LinkClaims): string {
  const seconds = Math.floor(claims.expiresAt.getTime() / 1000);
  const secret = authSecret(() => new Error("AUTH_SECRET is required to sign integration links"));
  return hmacSignature(
    secret,
    `integrations-link:v1:${claims.attemptId}:${claims.workspaceId}:${claims.userId}:${claims.provider}:${seconds}`,
  );
}

export function signLinkToken(claims: LinkClaims): string {
  const seconds = Math.floor(claims.expiresAt.getTime() / 1000);
  return `${claims.attemptId}.${seconds}.${signature(claims)}`;
}

const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/;

/** The attempt id and expiry a token claims, before its signature is checked against the stored attempt. */
export function readLinkToken(
  token: unknown,
): { attemptId: string; expiresAt: Date; signature: string } | null {
  if (typeof token !== "string") return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  return {
    attemptId: match[1] ?? "",
    expiresAt: new Date(Number(match[2]) * 1000),
    signature: match[3] ?? "",
  };
}

/** Constant-time check of the token's signature against the attempt's own claims. */
export function verifyLinkSignature(token: { signature: string }, claims: LinkClaims): boolean {
  return signaturesMatch(signature(claims), token.signature);
}
