import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { authTokens, tokenKinds, users } from "@/db/schema";
import { createToken, hashToken } from "@/lib/security/tokens";

export type TokenKind = (typeof tokenKinds)[number];

export const tokenLifetimeSeconds: Record<TokenKind, number> = {
  email_verification: 24 * 60 * 60,
  password_reset: 60 * 60,
  email_change: 24 * 60 * 60,
};

/** Stores a new token's hash and returns the token itself (it exists nowhere else). */
export async function issueToken(
  executor: Executor,
  { userId, kind, newEmail }: { userId: string; kind: TokenKind; newEmail?: string },
): Promise<string> {
  const { token, tokenHash } = createToken();
  await executor.insert(authTokens).values({
    userId,
    kind,
    tokenHash,
    newEmail,
    expiresAt: sql`now() + make_interval(secs => ${tokenLifetimeSeconds[kind]})`,
  });
  return token;
}

/** Whether a token could be consumed right now (no write); lets a caller skip hashing for a dead token. */
export async function findUsableToken({ kind, token }: { kind: TokenKind; token: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.consumedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * A token's row with its user, used or not (no write): what a link's page says when it opens. `live` is
 * whether it could still be consumed, judged by the database's clock as `consumeToken` judges it.
 */
export async function findTokenWithUser({ kind, token }: { kind: TokenKind; token: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      userId: authTokens.userId,
      newEmail: authTokens.newEmail,
      live: sql<boolean>`(${authTokens.consumedAt} is null and ${authTokens.expiresAt} > now())`,
      userEmail: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind)));
  return row;
}

/** Consumes a token with one conditional UPDATE: of two concurrent uses exactly one gets the user id. */
export async function consumeToken(executor: Executor, { kind, token }: { kind: TokenKind; token: string }) {
  const [row] = await executor
    .update(authTokens)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.consumedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId;
}

/** Ends every outstanding token of one kind for a user (a reset makes older reset links useless). */
export async function consumeUserTokens(
  executor: Executor,
  { userId, kind }: { userId: string; kind: TokenKind },
) {
  await executor
    .update(authTokens)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.consumedAt)));
}
