import "server-only";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { PASSWORD_MAX } from "./validations";

/** OWASP's argon2id minimum (ARCHITECTURE, Security baseline). */
export const argon2Options = {
  algorithm: 2 as Algorithm, // Argon2id; the enum is a const enum that isolatedModules cannot read
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export async function hashPassword(password: string): Promise<string> {
  // Callers validate first; this guard keeps an unbounded input away from the hash regardless.
  if (password.length > PASSWORD_MAX) throw new Error("password longer than the maximum reaches hashing");
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Runs one verify against a throw-away hash so an unknown email costs what a known one does. */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hash("timing-equaliser-not-a-real-password", argon2Options);
  await verifyPassword(await dummyHash, password);
}
