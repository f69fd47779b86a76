import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { appEvents, users } from "@/db/schema";
import { appLink } from "@/lib/links/app-link";
import { findUserById } from "@/lib/auth/queries";
import { consumeUserTokens, issueToken } from "@/lib/auth/token-queries";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import {
  confirmEmailChangeTemplate,
  emailChangeRequestedTemplate,
} from "@/lib/email/templates/account-emails";
import { AppError, isUniqueViolation } from "@/lib/errors";
import { toE164 } from "./phone";
import { consumeEmailChangeToken, isEmailTaken } from "./profile-queries";
import { profileMessages, type ProfileInput } from "./validations";

export const emailChangeMessages = {
  sent: (email: string) =>
    `We sent a confirmation link to ${email}. Your email address changes when you follow it.`,
  invalid:
    "Email change link not found: it may have expired, been used already, or belong to another account.",
  taken: "That email address is already in use by another account.",
  changed: (email: string) => `Your email address is now ${email}.`,
} as const;

/**
 * Saves name and phone (E.164) at once. A new email address changes nothing yet: a link goes to the new
 * address and a notice to the current one. An address another account holds gets no link, and the answer
 * is the same, so the form does not tell who has an account.
 */
export async function updateProfile(params: { userId: string; input: ProfileInput; ip: string }) {
  const { input } = params;
  const phone = input.phone ? toE164(input.phone) : null;
  if (input.phone && !phone) {
    throw new AppError("bad_request", profileMessages.phoneInvalid, {
      fieldErrors: { phone: [profileMessages.phoneInvalid] },
    });
  }
  const user = await findUserById({ userId: params.userId });
  if (!user || user.deletedAt) throw new AppError("not_found:user");
  const emailChange = input.email !== user.email ? input.email : null;

  const db = await getDb();
  const emailIds = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ name: input.name, phone, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    if (!emailChange) return [];
    await consumeUserTokens(tx, { userId: user.id, kind: "email_change" });
    await tx
      .insert(appEvents)
      .values({ userId: user.id, type: "user.email_change_requested", ip: params.ip });
    const notice = await storeEmail(tx, {
      to: user.email,
      template: "email-change-requested",
      ...emailChangeRequestedTemplate({
        name: input.name,
        newEmail: emailChange,
        securityUrl: appLink("/security"),
      }),
    });
    if (await isEmailTaken(tx, { email: emailChange, exceptUserId: user.id })) return [notice];
    const token = await issueToken(tx, { userId: user.id, kind: "email_change", newEmail: emailChange });
    const link = await storeEmail(tx, {
      to: emailChange,
      template: "confirm-email-change",
      ...confirmEmailChangeTemplate({
        name: input.name,
        newEmail: emailChange,
        url: appLink("/settings/email-change", { token }),
      }),
    });
    return [notice, link];
  });
  for (const id of emailIds) await deliverEmail(id);
  return { pendingEmail: emailChange };
}

/** Follows an email-change link: once, before it expires, and only for the signed-in user it was sent for. */
export async function confirmEmailChange(params: {
  userId: string;
  token: string;
  ip: string;
}): Promise<string> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const newEmail = await consumeEmailChangeToken(tx, { userId: params.userId, token: params.token });
      if (!newEmail) throw new AppError("bad_request:token", emailChangeMessages.invalid);
      const [updated] = await tx
        .update(users)
        .set({ email: newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(users.id, params.userId), isNull(users.deletedAt)))
        .returning({ email: users.email });
      if (!updated) throw new AppError("bad_request:token", emailChangeMessages.invalid);
      await tx.insert(appEvents).values({ userId: params.userId, type: "user.email_changed", ip: params.ip });
      return updated.email;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", emailChangeMessages.taken);
    throw error;
  }
}
