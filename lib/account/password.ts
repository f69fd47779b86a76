import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { appEvents, users } from "@/db/schema";
import { appLink } from "@/lib/links/app-link";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "@/lib/auth/common-passwords";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { findUserById } from "@/lib/auth/queries";
import { revokeOtherSessions } from "@/lib/auth/session-queries";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import { passwordChangedTemplate } from "@/lib/email/templates/auth-emails";
import { AppError } from "@/lib/errors";
import { hitRateLimit, peekRateLimit, rateLimitError, rateLimitRules } from "@/lib/security/rate-limit";
import { passwordMessages } from "./validations";

/**
 * Changes the signed-in user's password: the current one is checked (wrong guesses throttled per user),
 * every other session of the user ends, and the address on file is told by email.
 */
export async function changePassword(params: {
  userId: string;
  currentSessionId: string;
  currentPassword: string;
  newPassword: string;
  ip: string;
}): Promise<void> {
  const limit = await peekRateLimit(rateLimitRules.passwordChangeFailuresPerUser, params.userId);
  if (!limit.allowed) throw rateLimitError(limit);
  const user = await findUserById({ userId: params.userId });
  if (!user || user.deletedAt) throw new AppError("not_found:user");
  if (!(await verifyPassword(user.passwordHash, params.currentPassword))) {
    await hitRateLimit(rateLimitRules.passwordChangeFailuresPerUser, params.userId);
    throw new AppError("bad_request:password", passwordMessages.wrongCurrent, {
      fieldErrors: { currentPassword: [passwordMessages.wrongCurrent] },
    });
  }
  if (isCommonPassword(params.newPassword)) {
    throw new AppError("bad_request", COMMON_PASSWORD_MESSAGE, {
      fieldErrors: { newPassword: [COMMON_PASSWORD_MESSAGE] },
    });
  }
  const passwordHash = await hashPassword(params.newPassword);
  const db = await getDb();
  const emailId = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      // The hash read above must still be current: two concurrent changes cannot both pass one check.
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!updated) throw new AppError("conflict", "Your password was changed elsewhere. Please try again.");
    await revokeOtherSessions(tx, { userId: user.id, keepSessionId: params.currentSessionId });
    await tx.insert(appEvents).values({ userId: user.id, type: "user.password_changed", ip: params.ip });
    return storeEmail(tx, {
      to: user.email,
      template: "password-changed",
      ...passwordChangedTemplate({ name: user.name, resetUrl: appLink("/forgot-password") }),
    });
  });
  await deliverEmail(emailId);
}
