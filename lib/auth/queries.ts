import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { memberships, users } from "@/db/schema";

export async function findUserByEmail({ email }: { email: string }, executor?: Executor) {
  const db = executor ?? (await getDb());
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

export async function findUserByReferralCode({ code }: { code: string }, executor: Executor) {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code.trim().toUpperCase()), isNull(users.deletedAt)));
  return row;
}

/** The workspace a sign-in opens: the user's own (owner) first, else the oldest membership. */
export async function findDefaultMembership({ userId }: { userId: string }, executor?: Executor) {
  const db = executor ?? (await getDb());
  const [row] = await db
    .select({ workspaceId: memberships.workspaceId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(sql`case when ${memberships.role} = 'owner' then 0 else 1 end`, asc(memberships.createdAt))
    .limit(1);
  return row;
}

/** Shifts the last login into "previous" and stamps now; returns both. */
export async function recordLogin({ userId }: { userId: string }) {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ lastLoginAt: users.lastLoginAt, previousLoginAt: users.previousLoginAt });
  return row;
}

/** Marks the address verified once; returns whether this call did it. */
export async function markEmailVerified({ userId }: { userId: string }, executor: Executor) {
  const rows = await executor
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function findUserById({ userId }: { userId: string }, executor?: Executor) {
  const db = executor ?? (await getDb());
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}
