import "server-only";
import { cookies } from "next/headers";
import { secureCookies } from "./config";
import { CHALLENGE_SECONDS, challengeCookieName } from "./two-factor-challenge";

const options = { httpOnly: true, secure: secureCookies, sameSite: "lax", path: "/" } as const;

/** Keeps the sign-in challenge between the password step and the code step (httpOnly, five minutes). */
export async function holdChallenge(challenge: string): Promise<void> {
  (await cookies()).set(challengeCookieName, challenge, { ...options, maxAge: CHALLENGE_SECONDS });
}

export async function heldChallenge(): Promise<string | undefined> {
  return (await cookies()).get(challengeCookieName)?.value;
}

export async function dropChallenge(): Promise<void> {
  (await cookies()).set(challengeCookieName, "", { ...options, maxAge: 0 });
}
