import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/** Constant-time comparison of a presented secret with the configured one; an unset secret never matches. */
export function secretMatches(presented: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !presented) return false;
  const a = createHash("sha256").update(presented).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
