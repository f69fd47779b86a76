import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { appEvents, businessProfiles, dataExports, emails, users, workspaces } from "@/db/schema";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/logger";
import { notify, queueDigests, type PendingDigest } from "@/lib/notifications/notify";
import { fileStorage } from "@/lib/storage";
import { avatarKeyOf } from "./avatar";
import { cancelWorkspaceSubscriptions } from "./cancel-subscriptions";
import { accountDeletedTemplate } from "./emails";
import { getAccountUser, listMembershipsWithOthers } from "./queries";
import { accountMessages } from "./validations";

async function storedFilesOf(workspaceIds: string[]): Promise<string[]> {
  if (workspaceIds.length === 0) return [];
  const db = await getDb();
  const [logos, exports] = await Promise.all([
    db
      .select({ key: businessProfiles.logoKey })
      .from(businessProfiles)
      .where(inArray(businessProfiles.workspaceId, workspaceIds)),
    db
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(inArray(dataExports.workspaceId, workspaceIds)),
  ]);
  return [...logos, ...exports].map((r) => r.key).filter((k): k is string => Boolean(k));
}

/**
 * Deletes a user as README "Privacy" states. Refused while they own a workspace that has other members.
 * Paid subscriptions of the workspaces they own are cancelled at Stripe first (a failure stops here,
 * nothing deleted). Then in one transaction: each workspace they own alone, with everything it holds
 * (cascade); the emails sent to them or their workspaces; their id and address in the audit log blanked;
 * the user row (sessions, memberships, tokens and notifications go with it, so every session ends, and
 * rows they created in other workspaces keep no link to them); the owner and admins of the workspaces they
 * were a member of are told, without naming them. The confirmation email is stored in the
 * same transaction and sent after it. Stored files (logos, exports, the photo) are removed last.
 */
export async function deleteAccount({ userId }: { userId: string }): Promise<void> {
  const user = await getAccountUser({ userId });
  if (!user) throw new AppError("not_found", accountMessages.deleteFailed);
  const memberships = await listMembershipsWithOthers({ userId });
  if (memberships.some((m) => m.role === "owner" && m.otherMembers > 0))
    throw new AppError("conflict:account", accountMessages.ownerWithMembers);
  const owned = memberships.filter((m) => m.role === "owner").map((m) => m.workspaceId);

  try {
    for (const workspaceId of owned) await cancelWorkspaceSubscriptions({ workspaceId });
  } catch (error) {
    logger.error("account", `subscription cancellation failed; account ${userId} not deleted`, error);
    throw new AppError("unavailable:account", accountMessages.deleteFailed);
  }

  const avatar = avatarKeyOf(userId, user.avatarUrl);
  const files = [...(await storedFilesOf(owned)), ...(avatar ? [avatar] : [])];
  const db = await getDb();
  const joined = memberships.filter((m) => m.role !== "owner").map((m) => m.workspaceId);
  const { confirmation, digests } = await db.transaction(async (tx) => {
    // The workspaces they were a member of are told, without naming them (their history stays unnamed too).
    const digests: PendingDigest[] = [];
    for (const workspaceId of joined) {
      const told = await notify(
        {
          workspaceId,
          to: "admins",
          category: "security",
          title: "Member left",
          body: "A member of this workspace deleted their account. The leads, lists and campaigns they made here stay.",
          href: "/teams",
        },
        tx,
      );
      digests.push(...told.digests.filter((d) => d.userId !== userId));
    }
    if (owned.length) {
      await tx.delete(emails).where(inArray(emails.workspaceId, owned));
      await tx.delete(appEvents).where(inArray(appEvents.workspaceId, owned));
      await tx.delete(workspaces).where(inArray(workspaces.id, owned));
    }
    await tx.delete(emails).where(eq(emails.toAddress, user.email));
    await tx.update(appEvents).set({ userId: null, ip: null }).where(eq(appEvents.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    const confirmation = await storeEmail(tx, {
      ...accountDeletedTemplate({ name: user.name }),
      to: user.email,
      template: "account-deleted",
      workspaceId: null,
    });
    return { confirmation, digests };
  });
  await deliverEmail(confirmation);
  await queueDigests(digests);
  for (const key of files) {
    await fileStorage()
      .delete(key)
      .catch((error) => logger.warn("account", `could not delete stored file ${key}`, error));
  }
}
