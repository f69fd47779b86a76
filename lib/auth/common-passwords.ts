import "server-only";
import { commonPasswordLines } from "./common-passwords-data";

let set: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Choose one that is harder to guess.";

/** Whether the password is on the common-password list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  set ??= new Set(commonPasswordLines.flatMap((line) => line.split(" ")));
  return set.has(password.toLowerCase());
}
