import { createHash, timingSafeEqual } from "node:crypto";

/** Compares two secrets in constant time, whatever their lengths (both are hashed to one size first). */
export function safeEqual(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
