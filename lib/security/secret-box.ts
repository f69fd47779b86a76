import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

const VERSION = "v1";

/** A 256-bit key for one purpose, derived from AUTH_SECRET with HKDF-SHA256 (fails closed without it). */
export function derivedKey(purpose: string): Buffer {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new AppError("unavailable", "Sign-in is not configured on this server.");
  return Buffer.from(hkdfSync("sha256", secret, "crm-pro", purpose, 32));
}

/**
 * Encrypts a small secret with AES-256-GCM. `context` (e.g. the user id) is bound as associated data,
 * so a ciphertext copied onto another row does not decrypt there.
 */
export function seal(plaintext: string, { purpose, context }: { purpose: string; context: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(purpose), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** Decrypts what `seal` wrote for the same purpose and context; anything altered throws. */
export function open(sealed: string, { purpose, context }: { purpose: string; context: string }): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("unreadable sealed value");
  const decipher = createDecipheriv("aes-256-gcm", derivedKey(purpose), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
