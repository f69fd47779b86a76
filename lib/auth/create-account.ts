import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type Transaction } from "@/db";
import { appEvents, memberships, users, workspaces } from "@/db/schema";
import { getPlan } from "@/lib/plans/catalog";
import { addCreditEntry } from "@/lib/credits/queries";
import { storeEmail } from "@/lib/email/send";
import { verifyEmailTemplate } from "@/lib/email/templates/auth-emails";
import { appLink } from "@/lib/links/app-link";
import { recordReferral } from "@/lib/referrals/record";
import { generateReferralCode } from "./referral-code";
import { issueToken } from "./token-queries";
import type { SignUpInput } from "./validations";

export type AccountContext = { referrerId: string | null; plan: string | null; ip: string | null };

function monthKey(date: Date) {
  return date.toISOString().slice(0, 7);
}

/** The user, their own workspace (owner, free plan), the plan's first monthly credits and the audit event. */
export async function insertAccountRows(
  tx: Transaction,
  input: SignUpInput,
  passwordHash: string,
  context: AccountContext,
) {
  const free = getPlan("FREE");
  const [user] = await tx
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      referralCode: generateReferralCode(),
      referredByUserId: context.referrerId,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user insert returned no row");
  if (context.referrerId)
    await recordReferral(tx, { referrerId: context.referrerId, referredUserId: user.id, email: input.email });
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: `${input.name}'s workspace`, plan: "FREE", timezone: input.timeZone ?? "UTC" })
    .returning({ id: workspaces.id });
  if (!workspace) throw new Error("workspace insert returned no row");
  await tx.insert(memberships).values({ workspaceId: workspace.id, userId: user.id, role: "owner" });
  await addCreditEntry(tx, {
    workspaceId: workspace.id,
    kind: "grant",
    amount: free.monthlyCredits,
    reference: `plan:FREE:${monthKey(new Date())}`,
    description: `${free.name} plan monthly credits`,
  });
  await tx.insert(appEvents).values({
    workspaceId: workspace.id,
    userId: user.id,
    type: "user.signed_up",
    data: { plan: context.plan, referred: context.referrerId !== null },
    ip: context.ip,
  });
  return { userId: user.id, workspaceId: workspace.id };
}

/** The account's rows and its verification email. Returns the stored email's id. */
async function writeAccount(
  tx: Transaction,
  input: SignUpInput,
  passwordHash: string,
  context: AccountContext,
) {
  const { userId, workspaceId } = await insertAccountRows(tx, input, passwordHash, context);
  const token = await issueToken(tx, { userId, kind: "email_verification" });
  return storeEmail(tx, {
    to: input.email,
    template: "verify-email",
    workspaceId,
    ...verifyEmailTemplate({ name: input.name, url: appLink("/verify-email", { token }) }),
  });
}

/** A new account and its verification email, in one transaction. Returns the stored email's id. */
export async function createAccount(
  input: SignUpInput,
  passwordHash: string,
  context: AccountContext,
): Promise<string> {
  const db = await getDb();
  return db.transaction((tx) => writeAccount(tx, input, passwordHash, context));
}

class Rehearsed extends Error {}

/**
 * A new account's rows, undone at a savepoint, inside the transaction that answers a sign-up with an
 * address that already has an account: that answer then costs what a new account costs, so its time
 * does not tell the two apart. Nothing of it remains.
 */
export async function rehearseAccountRows(
  tx: Transaction,
  input: SignUpInput,
  passwordHash: string,
  context: AccountContext,
) {
  const standIn = { ...input, email: `rehearsal-${randomUUID()}@sign-up.invalid` };
  try {
    await tx.transaction(async (savepoint) => {
      await insertAccountRows(savepoint, standIn, passwordHash, context);
      throw new Rehearsed();
    });
  } catch (error) {
    // Rolled back to the savepoint either way; any other failure is a real one and is passed on.
    if (!(error instanceof Rehearsed)) throw error;
  }
}
