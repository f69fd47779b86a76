import "server-only";
import { randomInt } from "node:crypto";

// No 0/O or 1/I/L: codes are read aloud and typed by hand.
const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A 10-character referral code (about 50 bits): collisions are negligible and the unique index catches one. */
export function generateReferralCode(): string {
  return Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
}
