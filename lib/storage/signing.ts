import "server-only";
import { hkdfSync } from "node:crypto";
import { authSecret, hmacSignature, signaturesMatch } from "@/lib/security/signature";

export const LOCAL_FILES_PATH = "/api/files";

export type SignedClaims = { key: string; exp: number; type: string; name?: string };

// A key of its own, derived from AUTH_SECRET: a file link's signature can never stand in for a session
// token or another signed link made with the secret itself.
function signingKey(): Buffer {
  const secret = authSecret(() => new Error("AUTH_SECRET is required to sign file links"));
  return Buffer.from(hkdfSync("sha256", secret, "crm-pro", "storage-download-links:v1", 32));
}

function signature(claims: SignedClaims): string {
  return hmacSignature(
    signingKey(),
    JSON.stringify([claims.key, claims.exp, claims.type, claims.name ?? ""]),
  );
}

/** `/api/files?key=...&exp=...&type=...[&name=...]&sig=...`, relative to the app. */
export function signLocalUrl(claims: SignedClaims): string {
  const query = new URLSearchParams({ key: claims.key, exp: String(claims.exp), type: claims.type });
  if (claims.name) query.set("name", claims.name);
  query.set("sig", signature(claims));
  return `${LOCAL_FILES_PATH}?${query.toString()}`;
}

/** The claims of a genuine, unexpired link; null for a tampered, truncated or expired one (no hint which). */
export function verifyLocalUrl(search: URLSearchParams, now = Date.now()): SignedClaims | null {
  const key = search.get("key");
  const type = search.get("type");
  const exp = Number(search.get("exp"));
  const sig = search.get("sig") ?? "";
  if (!key || !type || !Number.isSafeInteger(exp)) return null;
  const claims: SignedClaims = { key, exp, type, name: search.get("name") ?? undefined };
  if (!signaturesMatch(signature(claims), sig)) return null;
  return exp * 1000 >= now ? claims : null;
}
