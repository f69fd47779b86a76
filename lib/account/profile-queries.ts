import "server-only";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { authTokens, memberships, users } from "@/db/schema";
import { findTokenWithUser } from "@/lib/auth/token-queries";
import { hashToken } from "@/lib/security/tokens";

/** The user as GET /api/users/{id} shows them, with their role in the session's workspace. */
export async function findProfile({ userId, workspaceId }: { userId: string; workspaceId: string }) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      avatar: users.avatarUrl,
      role: memberships.role,
      status: users.status,
      lastLogin: users.lastLoginAt,
    })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.workspaceId, workspaceId)))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** The address an unconfirmed email change is waiting on, if any. */
export async function findPendingEmail({ userId }: { userId: string }): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ newEmail: authTokens.newEmail })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, "email_change"),
        isNull(authTokens.consumedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(authTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

export async function isEmailTaken(
  executor: Executor,
  { email, exceptUserId }: { email: string; exceptUserId: string },
) {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptUserId)));
  return Boolean(row);
}

/** Consumes an email-change token, only for the user it was issued to; returns the new address. */
export async function consumeEmailChangeToken(
  executor: Executor,
  { userId, token }: { userId: string; token: string },
) {
  const [row] = await executor
    .update(authTokens)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.kind, "email_change"),
        eq(authTokens.userId, userId),
        isNull(authTokens.consumedAt),
        gt(authTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ newEmail: authTokens.newEmail });
  return row?.newEmail ?? null;
}

export type EmailChangeLinkState =
  { kind: "usable" } | { kind: "already_changed"; email: string } | { kind: "invalid" };

/**
 * What an email-change link can still do for the signed-in user, read when its page opens (nothing is
 * consumed): confirm, nothing because it already did (a link opened twice), or nothing at all.
 */
export async function emailChangeLinkState({
  userId,
  token,
}: {
  userId: string;
  token: string;
}): Promise<EmailChangeLinkState> {
  const row = await findTokenWithUser({ kind: "email_change", token });
  if (!row || row.userId !== userId) return { kind: "invalid" };
  if (row.live) return { kind: "usable" };
  return row.newEmail === row.userEmail
    ? { kind: "already_changed", email: row.userEmail }
    : { kind: "invalid" };
}
