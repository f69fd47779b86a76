import "server-only";
import { and, count, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { twoFactorRecoveryCodes, userTwoFactor } from "@/db/schema";

export async function findTwoFactor({ userId }: { userId: string }) {
  const db = await getDb();
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row;
}

/** Whether two-factor authentication is on for a user (sign-in asks this after the password). */
export async function isTwoFactorEnabled({ userId }: { userId: string }): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)));
  return Boolean(row);
}

/** Stores (or replaces) a secret waiting for its first code; a secret already turned on is left alone. */
export async function savePendingSecret({
  userId,
  secretCiphertext,
}: {
  userId: string;
  secretCiphertext: string;
}) {
  const db = await getDb();
  const [row] = await db
    .insert(userTwoFactor)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secretCiphertext, lastTimeStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTwoFactor.enabledAt),
    })
    .returning({ userId: userTwoFactor.userId });
  return Boolean(row);
}

/**
 * Records the time step of an accepted code with one conditional update: of two requests carrying the
 * same code, or a code older than the last accepted one, only the first newer step wins.
 */
export async function acceptTimeStep(
  executor: Executor,
  { userId, timeStep, enable }: { userId: string; timeStep: number; enable: boolean },
): Promise<boolean> {
  const [row] = await executor
    .update(userTwoFactor)
    .set({ lastTimeStep: timeStep, ...(enable ? { enabledAt: sql`now()` } : {}) })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        enable ? isNull(userTwoFactor.enabledAt) : isNotNull(userTwoFactor.enabledAt),
        or(isNull(userTwoFactor.lastTimeStep), lt(userTwoFactor.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return Boolean(row);
}

export async function replaceRecoveryCodes(
  executor: Executor,
  { userId, hashes }: { userId: string; hashes: string[] },
) {
  await executor.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await executor.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses one recovery code (one conditional update) and says how many are left, or null when it did not match. */
export async function consumeRecoveryCode({ userId, codeHash }: { userId: string; codeHash: string }) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(twoFactorRecoveryCodes.userId, userId),
          eq(twoFactorRecoveryCodes.codeHash, codeHash),
          isNull(twoFactorRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    if (!used) return null;
    return countRemainingRecoveryCodes(tx, { userId });
  });
}

export async function countRemainingRecoveryCodes(executor: Executor, { userId }: { userId: string }) {
  const [row] = await executor
    .select({ remaining: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.remaining ?? 0;
}

export async function removeTwoFactor(executor: Executor, { userId }: { userId: string }) {
  await executor.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await executor.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}
