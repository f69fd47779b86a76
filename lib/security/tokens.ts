import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A single-use token: 32 random bytes as base64url (43 characters). Only its SHA-256 is stored. */
export function createToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
