import "server-only";
import { and, asc, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { memberships, sessions, users, workspaceInvites, workspaces, type WorkspaceRole } from "@/db/schema";
import { logActivity } from "@/lib/activity/log";
import { areasOf, type PermissionArea } from "@/lib/auth/permissions";
import { findDefaultMembership } from "@/lib/auth/queries";
import { listWorkspaceOwners } from "@/lib/billing/queries";
import { AppError } from "@/lib/errors";
import { accountsConnectedBy, connectedAccountsNote } from "./connected-accounts";
import { notify, queueDigests, type PendingDigest } from "@/lib/notifications/notify";

export const OWNER_CANNOT_BE_REMOVED = "The owner cannot be removed.";
export const OWNER_ROLE_FIXED = "The owner's role cannot be changed. Transfer ownership instead.";
export const TRANSFER_TO_ADMIN_ONLY = "Ownership can only be transferred to an admin of this workspace.";
export const OWNER_CANNOT_LEAVE =
  "The owner cannot leave the workspace. Make an admin the owner first, on this page.";

export type TeamRow = {
  /** The user's id for a member, the invitation's id for a pending invite. */
  id: string;
  kind: "member" | "invite";
  name: string | null;
  email: string;
  role: WorkspaceRole;
  permissions: PermissionArea[];
  inviteStatus: "accepted" | "pending";
  /** Joined for a member; sent for a pending invite. */
  date: Date;
  expired: boolean;
};

/** The workspace owner's name: whom a member asks for an area their role does not include. */
export async function getWorkspaceOwnerName({
  workspaceId,
}: {
  workspaceId: string;
}): Promise<string | null> {
  const [owner] = await listWorkspaceOwners(await getDb(), { workspaceId });
  return owner?.name ?? null;
}

/** The members table: members (owner first) then open invitations, newest first. */
export async function listTeam({ workspaceId }: { workspaceId: string }): Promise<TeamRow[]> {
  const db = await getDb();
  const [members, invites] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: memberships.role,
        date: memberships.createdAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, workspaceId), isNull(users.deletedAt)))
      .orderBy(
        sql`case ${memberships.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
        asc(memberships.createdAt),
      ),
    db
      .select({
        id: workspaceInvites.id,
        email: workspaceInvites.email,
        role: workspaceInvites.role,
        date: workspaceInvites.sentAt,
        expired: sql<boolean>`${workspaceInvites.expiresAt} <= now()`,
      })
      .from(workspaceInvites)
      .where(
        and(
          eq(workspaceInvites.workspaceId, workspaceId),
          isNull(workspaceInvites.acceptedAt),
          isNull(workspaceInvites.revokedAt),
        ),
      )
      .orderBy(desc(workspaceInvites.sentAt)),
  ]);
  return [
    ...members.map((m) => ({
      ...m,
      kind: "member" as const,
      permissions: areasOf(m.role),
      inviteStatus: "accepted" as const,
      expired: false,
    })),
    ...invites.map((i) => ({
      ...i,
      name: null,
      kind: "invite" as const,
      permissions: areasOf(i.role),
      inviteStatus: "pending" as const,
    })),
  ];
}

export function teamStats(rows: TeamRow[]) {
  const members = rows.filter((r) => r.kind === "member");
  return {
    members: members.length,
    admins: members.filter((r) => r.role === "admin" || r.role === "owner").length,
    pendingInvites: rows.length - members.length,
  };
}

/**
 * The user's sessions in this workspace move to another workspace of theirs (their own first); with none
 * left, the sessions end. Either way their next request no longer reaches this workspace. Returns the
 * workspace they moved to.
 */
async function moveSessionsOut(
  tx: Executor,
  input: { workspaceId: string; userId: string },
): Promise<string | null> {
  const inWorkspace = and(
    eq(sessions.userId, input.userId),
    eq(sessions.workspaceId, input.workspaceId),
    isNull(sessions.revokedAt),
  );
  const elsewhere = await findDefaultMembership({ userId: input.userId }, tx);
  if (!elsewhere) {
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(inWorkspace);
    return null;
  }
  await tx.update(sessions).set({ workspaceId: elsewhere.workspaceId }).where(inWorkspace);
  return elsewhere.workspaceId;
}

/** Tells a removed member, in the workspace their sessions moved to, why their screen changed. */
async function tellRemoved(
  tx: Executor,
  input: { workspaceId: string; userId: string },
  movedTo: string,
): Promise<PendingDigest[]> {
  const [left] = await tx
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, input.workspaceId));
  const { digests } = await notify(
    {
      workspaceId: movedTo,
      to: { userId: input.userId },
      category: "security",
      title: "Removed from a workspace",
      body: `You no longer have access to ${left?.name ?? "a workspace"}.`,
    },
    tx,
  );
  return digests;
}

const membershipOf = (workspaceId: string, userId: string) =>
  and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId));

/** Whether the user is in the workspace at all: tells a refused change (403) from an unknown member (404). */
async function isMember(executor: Executor, workspaceId: string, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(membershipOf(workspaceId, userId));
  return Boolean(row);
}

/** Why a change that spares the owner's row changed nothing: `ownerRefusal` for a member, not found otherwise. */
async function ownerRefusalOrNotFound(
  executor: Executor,
  input: { workspaceId: string; userId: string },
  ownerRefusal: string,
): Promise<AppError> {
  return (await isMember(executor, input.workspaceId, input.userId))
    ? new AppError("forbidden", ownerRefusal)
    : new AppError("not_found");
}

/** Deletes a membership that is not the owner's: the owner's is refused with `ownerRefusal`, a stranger's not found. */
async function dropNonOwner(
  tx: Executor,
  input: { workspaceId: string; userId: string },
  ownerRefusal: string,
): Promise<void> {
  const [dropped] = await tx
    .delete(memberships)
    .where(and(membershipOf(input.workspaceId, input.userId), ne(memberships.role, "owner")))
    .returning({ userId: memberships.userId });
  if (dropped) return;
  throw await ownerRefusalOrNotFound(tx, input, ownerRefusal);
}

/**
 * Removes a member who is not the owner; their sessions leave this workspace at once. Returns what the
 * remover should know of the accounts they connected, which stay ("" for none).
 */
export async function removeMember(input: { workspaceId: string; userId: string }): Promise<string> {
  const db = await getDb();
  const { digests, note } = await db.transaction(async (tx) => {
    await dropNonOwner(tx, input, OWNER_CANNOT_BE_REMOVED);
    const movedTo = await moveSessionsOut(tx, input);
    const note = connectedAccountsNote(await accountsConnectedBy(input, tx), "they");
    return { digests: movedTo ? await tellRemoved(tx, input, movedTo) : [], note };
  });
  await queueDigests(digests);
  return note;
}

/**
 * A member or admin leaves a workspace themselves: their sessions in it move to their own workspace,
 * and its owner and admins are told. The owner cannot leave; they hand the workspace to an admin first.
 * Someone who is not in the workspace gets not found.
 */
export async function leaveWorkspace(input: {
  workspaceId: string;
  userId: string;
}): Promise<{ name: string }> {
  const db = await getDb();
  const { digests, name } = await db.transaction(async (tx) => {
    await dropNonOwner(tx, input, OWNER_CANNOT_LEAVE);
    await moveSessionsOut(tx, input);
    const [user] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, input.userId));
    const who = user ? `${user.name} (${user.email})` : "A member";
    const note = connectedAccountsNote(await accountsConnectedBy(input, tx), "they");
    await logActivity(
      {
        workspaceId: input.workspaceId,
        userId: input.userId,
        action: "member.left",
        subject: user?.email ?? "",
        href: "/teams",
      },
      tx,
    );
    const { digests } = await notify(
      {
        workspaceId: input.workspaceId,
        to: "admins",
        category: "security",
        title: "Member left",
        body: note ? `${who} left the workspace. ${note}` : `${who} left the workspace.`,
        href: note ? "/integrations" : "/teams",
      },
      tx,
    );
    const [workspace] = await tx
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, input.workspaceId));
    return { digests, name: workspace?.name ?? "the workspace" };
  });
  await queueDigests(digests);
  return { name };
}

/** Makes a member an admin or an admin a member; the owner's role changes only by a transfer. */
export async function changeMemberRole(input: {
  workspaceId: string;
  userId: string;
  role: "member" | "admin";
}) {
  const db = await getDb();
  const [changed] = await db
    .update(memberships)
    .set({ role: input.role })
    .where(and(membershipOf(input.workspaceId, input.userId), ne(memberships.role, "owner")))
    .returning({ userId: memberships.userId });
  if (changed) return;
  throw await ownerRefusalOrNotFound(db, input, OWNER_ROLE_FIXED);
}

/**
 * Hands the workspace to one of its admins; the old owner becomes an admin. Both changes are
 * conditional, so of two concurrent transfers one wins and the other changes nothing.
 */
export async function transferOwnership(input: {
  workspaceId: string;
  fromUserId: string;
  toUserId: string;
}) {
  const db = await getDb();
  if (input.fromUserId === input.toUserId) throw new AppError("bad_request", TRANSFER_TO_ADMIN_ONLY);
  await db.transaction(async (tx) => {
    const [demoted] = await tx
      .update(memberships)
      .set({ role: "admin" })
      .where(and(membershipOf(input.workspaceId, input.fromUserId), eq(memberships.role, "owner")))
      .returning({ userId: memberships.userId });
    if (!demoted) throw new AppError("forbidden");
    const [promoted] = await tx
      .update(memberships)
      .set({ role: "owner" })
      .where(and(membershipOf(input.workspaceId, input.toUserId), eq(memberships.role, "admin")))
      .returning({ userId: memberships.userId });
    if (!promoted) {
      throw (await isMember(tx, input.workspaceId, input.toUserId))
        ? new AppError("bad_request", TRANSFER_TO_ADMIN_ONLY)
        : new AppError("not_found");
    }
  });
}

/** Every workspace the user belongs to, for the account menu's switcher. */
export async function listUserWorkspaces({ userId }: { userId: string }) {
  const db = await getDb();
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: memberships.role })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(workspaces.name));
}

/** Points the session at another workspace of the same user; false when they are not a member of it. */
export async function switchSessionWorkspace(input: {
  sessionId: string;
  userId: string;
  workspaceId: string;
}) {
  const db = await getDb();
  const rows = await db
    .update(sessions)
    .set({ workspaceId: input.workspaceId })
    .where(
      and(
        eq(sessions.id, input.sessionId),
        eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        sql`exists (select 1 from ${memberships} where ${memberships.workspaceId} = ${input.workspaceId} and ${memberships.userId} = ${input.userId})`,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length > 0;
}
