import "server-only";
import { logActivity } from "@/lib/activity/log";
import { tellInviteAccepted } from "./invite-accepted";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, type Executor } from "@/db";
import { memberships, users, workspaceInvites, workspaces } from "@/db/schema";
import { appLink } from "@/lib/links/app-link";
import { deliverEmail, storeEmail } from "@/lib/email/send";
import { AppError } from "@/lib/errors";
import { createToken, hashToken } from "@/lib/security/tokens";
import { inviteEmailTemplate } from "./invite-email";

export const INVITE_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
export const ALREADY_MEMBER = "This person is already a member of this workspace.";
export const INVITE_NOT_OPEN = "Invitation not found, or already accepted or revoked.";
export const INVITE_INVALID = "This invitation link is not valid any more. Ask for a new invitation.";
export const INVITE_OTHER_EMAIL =
  "Invitation not found for this account: it was sent to another email address. Sign in with that address to accept it.";

const isOpen = and(isNull(workspaceInvites.acceptedAt), isNull(workspaceInvites.revokedAt));
const expiresIn7Days = sql`now() + make_interval(secs => ${INVITE_LIFETIME_SECONDS})`;

/** Stores the invitation email with the caller's transaction; the link carries the only copy of the token. */
async function storeInviteEmail(
  tx: Executor,
  input: { workspaceId: string; inviterId: string; email: string; role: "member" | "admin"; token: string },
) {
  const [names] = await tx
    .select({ inviterName: users.name, workspaceName: workspaces.name })
    .from(users)
    .innerJoin(workspaces, eq(workspaces.id, input.workspaceId))
    .where(eq(users.id, input.inviterId));
  if (!names) throw new AppError("not_found");
  return storeEmail(tx, {
    to: input.email,
    template: "workspace-invite",
    workspaceId: input.workspaceId,
    ...inviteEmailTemplate({ ...names, role: input.role, url: appLink(`/invite/${input.token}`) }),
  });
}

/**
 * Invites an address: a new invitation, or, when one is already open for it, that one again with a
 * new token (the old link dies). An address that is already a member is refused.
 */
export async function createInvite(input: {
  workspaceId: string;
  invitedByUserId: string;
  email: string;
  role: "member" | "admin";
}): Promise<{ inviteId: string }> {
  const db = await getDb();
  const { token, tokenHash } = createToken();
  const result = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.workspaceId, input.workspaceId), eq(users.email, input.email)));
    if (member) throw new AppError("conflict", ALREADY_MEMBER, { fieldErrors: { email: [ALREADY_MEMBER] } });
    const [invite] = await tx
      .insert(workspaceInvites)
      .values({ ...input, tokenHash, expiresAt: expiresIn7Days })
      .onConflictDoUpdate({
        target: [workspaceInvites.workspaceId, workspaceInvites.email],
        targetWhere: sql`${workspaceInvites.acceptedAt} is null and ${workspaceInvites.revokedAt} is null`,
        set: {
          role: input.role,
          tokenHash,
          invitedByUserId: input.invitedByUserId,
          expiresAt: expiresIn7Days,
          sentAt: sql`now()`,
        },
      })
      .returning({ id: workspaceInvites.id });
    if (!invite) throw new Error("invite insert returned no row");
    await logActivity(
      {
        workspaceId: input.workspaceId,
        userId: input.invitedByUserId,
        action: "member.invited",
        subject: input.email,
        href: "/teams",
      },
      tx,
    );
    const emailId = await storeInviteEmail(tx, { ...input, inviterId: input.invitedByUserId, token });
    return { inviteId: invite.id, emailId };
  });
  await deliverEmail(result.emailId);
  return { inviteId: result.inviteId };
}

/** Sends an open invitation again with a new token and a fresh 7 days; the previous link stops working. */
export async function resendInvite(input: { workspaceId: string; inviteId: string; byUserId: string }) {
  const db = await getDb();
  const { token, tokenHash } = createToken();
  const emailId = await db.transaction(async (tx) => {
    const [invite] = await tx
      .update(workspaceInvites)
      .set({ tokenHash, expiresAt: expiresIn7Days, sentAt: sql`now()`, invitedByUserId: input.byUserId })
      .where(
        and(
          eq(workspaceInvites.id, input.inviteId),
          eq(workspaceInvites.workspaceId, input.workspaceId),
          isOpen,
        ),
      )
      .returning({ email: workspaceInvites.email, role: workspaceInvites.role });
    if (!invite) throw new AppError("not_found", INVITE_NOT_OPEN);
    return storeInviteEmail(tx, {
      workspaceId: input.workspaceId,
      inviterId: input.byUserId,
      ...invite,
      token,
    });
  });
  await deliverEmail(emailId);
}

export async function revokeInvite(input: { workspaceId: string; inviteId: string }) {
  const db = await getDb();
  const [row] = await db
    .update(workspaceInvites)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(workspaceInvites.id, input.inviteId),
        eq(workspaceInvites.workspaceId, input.workspaceId),
        isOpen,
      ),
    )
    .returning({ id: workspaceInvites.id });
  if (!row) throw new AppError("not_found", INVITE_NOT_OPEN);
}

export type InviteView = {
  email: string;
  role: "member" | "admin";
  workspaceName: string;
  inviterName: string | null;
};

/** What the invitation page shows, or undefined for a token that cannot be accepted (used, revoked, expired, unknown). */
export async function findOpenInvite({ token }: { token: string }): Promise<InviteView | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({
      email: workspaceInvites.email,
      role: workspaceInvites.role,
      workspaceName: workspaces.name,
      inviterName: users.name,
    })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvites.invitedByUserId))
    .where(
      and(
        eq(workspaceInvites.tokenHash, hashToken(token)),
        isOpen,
        gt(workspaceInvites.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * The workspace an accepted invitation joined, when `userId` is a member of it: the link opened again
 * leads there instead of calling itself invalid.
 */
export async function findJoinedThroughInvite({
  token,
  userId,
}: {
  token: string;
  userId: string;
}): Promise<{ workspaceId: string; workspaceName: string } | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ workspaceId: workspaces.id, workspaceName: workspaces.name })
    .from(workspaceInvites)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvites.workspaceId))
    .innerJoin(
      memberships,
      and(eq(memberships.workspaceId, workspaceInvites.workspaceId), eq(memberships.userId, userId)),
    )
    .where(and(eq(workspaceInvites.tokenHash, hashToken(token)), isNotNull(workspaceInvites.acceptedAt)));
  return row;
}

/**
 * Accepts an invitation for the user whose verified address it was sent to: one conditional UPDATE ...
 * RETURNING consumes the token (of two concurrent uses one wins), then the membership is added (an
 * existing member keeps the role they have). Returns the workspace joined.
 */
export async function acceptInvite(
  tx: Executor,
  input: { token: string; userId: string; email: string },
): Promise<{ workspaceId: string }> {
  const tokenHash = hashToken(input.token);
  const [invite] = await tx
    .update(workspaceInvites)
    .set({ acceptedAt: sql`now()`, acceptedByUserId: input.userId })
    .where(
      and(
        eq(workspaceInvites.tokenHash, tokenHash),
        eq(workspaceInvites.email, input.email.trim().toLowerCase()),
        isOpen,
        gt(workspaceInvites.expiresAt, sql`now()`),
      ),
    )
    .returning({ workspaceId: workspaceInvites.workspaceId, role: workspaceInvites.role });
  if (!invite) {
    const [other] = await tx
      .select({ id: workspaceInvites.id })
      .from(workspaceInvites)
      .where(
        and(eq(workspaceInvites.tokenHash, tokenHash), isOpen, gt(workspaceInvites.expiresAt, sql`now()`)),
      );
    throw new AppError("not_found", other ? INVITE_OTHER_EMAIL : INVITE_INVALID);
  }
  await tx
    .insert(memberships)
    .values({ workspaceId: invite.workspaceId, userId: input.userId, role: invite.role })
    .onConflictDoNothing();
  await tellInviteAccepted(tx, { workspaceId: invite.workspaceId, userId: input.userId, email: input.email });
  return { workspaceId: invite.workspaceId };
}

export async function markEmailVerified(tx: Executor, { userId }: { userId: string }) {
  await tx
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** acceptInvite in a transaction of its own, for a user who is already signed in. */
export async function acceptInviteAsUser(input: { token: string; userId: string; email: string }) {
  const db = await getDb();
  return db.transaction((tx) => acceptInvite(tx, input));
}
