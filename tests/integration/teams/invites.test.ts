import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { memberships, sessions, users, workspaceInvites, workspaces } from "@/db/schema";
import { hashToken } from "@/lib/security/tokens";
import {
  acceptInviteAsUser,
  ALREADY_MEMBER,
  createInvite,
  findJoinedThroughInvite,
  findOpenInvite,
  INVITE_INVALID,
  INVITE_OTHER_EMAIL,
  resendInvite,
  revokeInvite,
} from "@/lib/teams/invite-queries";
import {
  ACCOUNT_EXISTS_FOR_INVITE,
  INVITE_EMAIL_MISMATCH,
  signUpWithInvite,
} from "@/lib/teams/invite-sign-up";
import { createVerifiedAccount, meta, newAccount } from "../auth/support/users";
import { inviteTokenFromEmail, ownerWithWorkspace, roleIn } from "./support";

async function invited(role: "member" | "admin" = "member") {
  const owner = await ownerWithWorkspace();
  const invitee = await createVerifiedAccount();
  const { inviteId } = await createInvite({
    workspaceId: owner.workspaceId,
    invitedByUserId: owner.user.id,
    email: invitee.email,
    role,
  });
  return { owner, invitee, inviteId, token: await inviteTokenFromEmail(invitee.email) };
}

const accept = (token: string, user: { user: { id: string }; email: string }) =>
  acceptInviteAsUser({ token, userId: user.user.id, email: user.email });

describe("workspace invitations", () => {
  it("stores only the token's hash, expiring in 7 days, and emails the link with who invited", async () => {
    const { owner, invitee, inviteId, token } = await invited();
    const db = await getDb();
    const [row] = await db.select().from(workspaceInvites).where(eq(workspaceInvites.id, inviteId));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    expect(await findOpenInvite({ token })).toMatchObject({
      email: invitee.email,
      role: "member",
      inviterName: owner.name,
    });
  });

  it("lets the invitee join with the role invited, once", async () => {
    const { owner, invitee, token } = await invited("admin");
    await expect(accept(token, invitee)).resolves.toEqual({ workspaceId: owner.workspaceId });
    expect(await roleIn(owner.workspaceId, invitee.user.id)).toBe("admin");
    await expect(accept(token, invitee)).rejects.toThrow(INVITE_INVALID);
    expect(await findOpenInvite({ token })).toBeUndefined();
  });

  it("an accepted link names the workspace it joined to its members only, and nothing before it is accepted", async () => {
    const { owner, invitee, token } = await invited();
    expect(await findJoinedThroughInvite({ token, userId: invitee.user.id })).toBeUndefined();
    await accept(token, invitee);
    const db = await getDb();
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, owner.workspaceId));
    expect(await findJoinedThroughInvite({ token, userId: invitee.user.id })).toEqual({
      workspaceId: owner.workspaceId,
      workspaceName: workspace!.name,
    });
    const stranger = await createVerifiedAccount();
    expect(await findJoinedThroughInvite({ token, userId: stranger.user.id })).toBeUndefined();
    await db.delete(memberships).where(eq(memberships.userId, invitee.user.id));
    expect(await findJoinedThroughInvite({ token, userId: invitee.user.id })).toBeUndefined();
  });

  it("gives one of two concurrent uses of a token the membership", async () => {
    const { invitee, token } = await invited();
    const results = await Promise.allSettled([accept(token, invitee), accept(token, invitee)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("refuses another signed-in user and changes nothing", async () => {
    const { owner, token } = await invited();
    const stranger = await createVerifiedAccount();
    await expect(accept(token, stranger)).rejects.toThrow(INVITE_OTHER_EMAIL);
    expect(await roleIn(owner.workspaceId, stranger.user.id)).toBeUndefined();
    expect(await findOpenInvite({ token })).toBeDefined();
  });

  it("refuses an expired token", async () => {
    const { owner, invitee, inviteId, token } = await invited();
    const db = await getDb();
    await db
      .update(workspaceInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(workspaceInvites.id, inviteId));
    await expect(accept(token, invitee)).rejects.toThrow(INVITE_INVALID);
    expect(await roleIn(owner.workspaceId, invitee.user.id)).toBeUndefined();
  });

  it("refuses a token whose workspace was deleted since", async () => {
    const { owner, invitee, token } = await invited();
    const db = await getDb();
    await db.delete(workspaces).where(eq(workspaces.id, owner.workspaceId));
    await expect(accept(token, invitee)).rejects.toThrow(INVITE_INVALID);
    expect(await db.select().from(memberships).where(eq(memberships.userId, invitee.user.id))).toHaveLength(
      1,
    );
  });

  it("resends with a new token and kills the old one", async () => {
    const { owner, invitee, inviteId, token } = await invited();
    await resendInvite({ workspaceId: owner.workspaceId, inviteId, byUserId: owner.user.id });
    const fresh = await inviteTokenFromEmail(invitee.email);
    expect(fresh).not.toBe(token);
    await expect(accept(token, invitee)).rejects.toThrow(INVITE_INVALID);
    await expect(accept(fresh, invitee)).resolves.toEqual({ workspaceId: owner.workspaceId });
  });

  it("inviting an address again resends its open invitation rather than adding a second", async () => {
    const { owner, invitee, inviteId, token } = await invited();
    const again = await createInvite({
      workspaceId: owner.workspaceId,
      invitedByUserId: owner.user.id,
      email: invitee.email,
      role: "admin",
    });
    expect(again.inviteId).toBe(inviteId);
    expect(await findOpenInvite({ token })).toBeUndefined();
    expect(await findOpenInvite({ token: await inviteTokenFromEmail(invitee.email) })).toMatchObject({
      role: "admin",
    });
  });

  it("revokes: the link dies and a second revoke or resend is refused", async () => {
    const { owner, invitee, inviteId, token } = await invited();
    await revokeInvite({ workspaceId: owner.workspaceId, inviteId });
    await expect(accept(token, invitee)).rejects.toThrow(INVITE_INVALID);
    await expect(revokeInvite({ workspaceId: owner.workspaceId, inviteId })).rejects.toThrow();
    await expect(
      resendInvite({ workspaceId: owner.workspaceId, inviteId, byUserId: owner.user.id }),
    ).rejects.toThrow();
  });

  it("cannot resend or revoke another workspace's invitation", async () => {
    const { inviteId, token } = await invited();
    const other = await ownerWithWorkspace();
    await expect(revokeInvite({ workspaceId: other.workspaceId, inviteId })).rejects.toThrow();
    await expect(
      resendInvite({ workspaceId: other.workspaceId, inviteId, byUserId: other.user.id }),
    ).rejects.toThrow();
    expect(await findOpenInvite({ token })).toBeDefined();
  });

  it("refuses to invite someone who is already a member", async () => {
    const owner = await ownerWithWorkspace();
    await expect(
      createInvite({
        workspaceId: owner.workspaceId,
        invitedByUserId: owner.user.id,
        email: owner.email,
        role: "member",
      }),
    ).rejects.toThrow(ALREADY_MEMBER);
  });
});

describe("sign-up through an invitation", () => {
  async function invitedNewcomer() {
    const owner = await ownerWithWorkspace();
    const person = newAccount();
    await createInvite({
      workspaceId: owner.workspaceId,
      invitedByUserId: owner.user.id,
      email: person.email.toLowerCase(),
      role: "member",
    });
    return { owner, person, token: await inviteTokenFromEmail(person.email.toLowerCase()) };
  }

  it("creates a verified account that joins the workspace and is signed in there", async () => {
    const { owner, person, token } = await invitedNewcomer();
    const outcome = await signUpWithInvite(
      { ...person, referralCode: undefined, invite: token },
      meta("192.0.2.40"),
    );
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.id, outcome.user.id));
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(await roleIn(owner.workspaceId, outcome.user.id)).toBe("member");
    const [session] = await db.select().from(sessions).where(eq(sessions.id, outcome.sessionId));
    expect(session?.workspaceId).toBe(owner.workspaceId);
    expect(await findOpenInvite({ token })).toBeUndefined();
  });

  it("refuses another address, an existing account and a used token, creating no account", async () => {
    const { person, token } = await invitedNewcomer();
    const other = newAccount();
    await expect(
      signUpWithInvite({ ...other, referralCode: undefined, invite: token }, meta("192.0.2.41")),
    ).rejects.toThrow(INVITE_EMAIL_MISMATCH);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, other.email.toLowerCase()))).toHaveLength(0);
    await signUpWithInvite({ ...person, referralCode: undefined, invite: token }, meta("192.0.2.42"));
    await expect(
      signUpWithInvite({ ...person, referralCode: undefined, invite: token }, meta("192.0.2.43")),
    ).rejects.toThrow(INVITE_INVALID);
    const existing = await createVerifiedAccount();
    const owner = await ownerWithWorkspace();
    await createInvite({
      workspaceId: owner.workspaceId,
      invitedByUserId: owner.user.id,
      email: existing.email,
      role: "member",
    });
    const forExisting = await inviteTokenFromEmail(existing.email);
    await expect(
      signUpWithInvite(
        { ...newAccount({ email: existing.email }), referralCode: undefined, invite: forExisting },
        meta("192.0.2.44"),
      ),
    ).rejects.toThrow(ACCOUNT_EXISTS_FOR_INVITE);
  });
});
