import { describe, expect, it } from "vitest";
import { getDb } from "@/db";
import { integrationConnections } from "@/db/schema";
import { findLiveSession } from "@/lib/auth/session-queries";
import { connectedAccountsNote } from "@/lib/teams/connected-accounts";
import { acceptInviteAsUser, createInvite } from "@/lib/teams/invite-queries";
import {
  changeMemberRole,
  getWorkspaceOwnerName,
  listTeam,
  leaveWorkspace,
  listUserWorkspaces,
  OWNER_CANNOT_BE_REMOVED,
  OWNER_CANNOT_LEAVE,
  OWNER_ROLE_FIXED,
  removeMember,
  switchSessionWorkspace,
  teamStats,
  TRANSFER_TO_ADMIN_ONLY,
  transferOwnership,
} from "@/lib/teams/member-queries";
import { createVerifiedAccount } from "../auth/support/users";
import {
  dropMembership,
  inviteTokenFromEmail,
  notificationsOf,
  openSession,
  ownerWithWorkspace,
  roleIn,
} from "./support";

/** A workspace with its owner and one joined member (an admin or a member) who also owns a workspace. */
async function team(role: "member" | "admin" = "member") {
  const owner = await ownerWithWorkspace();
  const joiner = await createVerifiedAccount();
  await createInvite({
    workspaceId: owner.workspaceId,
    invitedByUserId: owner.user.id,
    email: joiner.email,
    role,
  });
  await acceptInviteAsUser({
    token: await inviteTokenFromEmail(joiner.email),
    userId: joiner.user.id,
    email: joiner.email,
  });
  return { owner, joiner };
}

describe("members", () => {
  it("lists members with their permissions and open invitations, with the stats", async () => {
    const { owner } = await team("admin");
    await createInvite({
      workspaceId: owner.workspaceId,
      invitedByUserId: owner.user.id,
      email: "later@example.com",
      role: "member",
    });
    const rows = await listTeam({ workspaceId: owner.workspaceId });
    expect(rows.map((r) => [r.role, r.inviteStatus, r.permissions])).toEqual([
      ["owner", "accepted", ["leads", "campaigns", "integrations", "members", "billing"]],
      ["admin", "accepted", ["leads", "campaigns", "integrations", "members"]],
      ["member", "pending", ["leads"]],
    ]);
    expect(teamStats(rows)).toEqual({ members: 2, admins: 2, pendingInvites: 1 });
  });

  it("removing a member moves their sessions here to their own workspace and tells them why", async () => {
    const { owner, joiner } = await team();
    const here = await openSession(joiner.user.id, owner.workspaceId);
    const own = (await listUserWorkspaces({ userId: joiner.user.id })).find(
      (w) => w.id !== owner.workspaceId,
    );
    const ownSession = await openSession(joiner.user.id, own?.id ?? "");
    expect((await findLiveSession({ sessionId: here, userId: joiner.user.id }))?.workspace.id).toBe(
      owner.workspaceId,
    );
    await removeMember({ workspaceId: owner.workspaceId, userId: joiner.user.id });
    expect(await roleIn(owner.workspaceId, joiner.user.id)).toBeUndefined();
    const moved = await findLiveSession({ sessionId: here, userId: joiner.user.id });
    expect(moved?.workspace.id).toBe(own?.id);
    expect(moved?.role).toBe("owner");
    expect((await findLiveSession({ sessionId: ownSession, userId: joiner.user.id }))?.workspace.id).toBe(
      own?.id,
    );
    const told = await notificationsOf(joiner.user.id);
    expect(told).toEqual([
      {
        workspaceId: own?.id,
        title: "Removed from a workspace",
        body: `You no longer have access to ${owner.user.name}'s workspace.`,
      },
    ]);
  });

  it("a removed member with no other workspace has their sessions here ended", async () => {
    const { owner, joiner } = await team();
    const own = (await listUserWorkspaces({ userId: joiner.user.id })).find(
      (w) => w.id !== owner.workspaceId,
    );
    await dropMembership(own?.id ?? "", joiner.user.id);
    const here = await openSession(joiner.user.id, owner.workspaceId);
    await removeMember({ workspaceId: owner.workspaceId, userId: joiner.user.id });
    expect(await findLiveSession({ sessionId: here, userId: joiner.user.id })).toBeUndefined();
    expect(await notificationsOf(joiner.user.id)).toEqual([]);
  });

  it("never removes or demotes the owner", async () => {
    const { owner } = await team("admin");
    await expect(removeMember({ workspaceId: owner.workspaceId, userId: owner.user.id })).rejects.toThrow(
      OWNER_CANNOT_BE_REMOVED,
    );
    await expect(
      changeMemberRole({ workspaceId: owner.workspaceId, userId: owner.user.id, role: "member" }),
    ).rejects.toThrow(OWNER_ROLE_FIXED);
    expect(await roleIn(owner.workspaceId, owner.user.id)).toBe("owner");
  });

  it("a downgrade is the role of the member's next request", async () => {
    const { owner, joiner } = await team("admin");
    const session = await openSession(joiner.user.id, owner.workspaceId);
    expect((await findLiveSession({ sessionId: session, userId: joiner.user.id }))?.role).toBe("admin");
    await changeMemberRole({ workspaceId: owner.workspaceId, userId: joiner.user.id, role: "member" });
    expect((await findLiveSession({ sessionId: session, userId: joiner.user.id }))?.role).toBe("member");
  });

  it("cannot remove or re-role a user of another workspace", async () => {
    const { joiner } = await team();
    const other = await ownerWithWorkspace();
    await expect(removeMember({ workspaceId: other.workspaceId, userId: joiner.user.id })).rejects.toThrow(
      "Not found.",
    );
    await expect(
      changeMemberRole({ workspaceId: other.workspaceId, userId: joiner.user.id, role: "admin" }),
    ).rejects.toThrow("Not found.");
  });
});

describe("leaving a workspace", () => {
  it("moves the member's sessions here to their own workspace and tells the owner who left", async () => {
    const { owner, joiner } = await team("admin");
    const here = await openSession(joiner.user.id, owner.workspaceId);
    const own = (await listUserWorkspaces({ userId: joiner.user.id })).find(
      (w) => w.id !== owner.workspaceId,
    );
    await leaveWorkspace({ workspaceId: owner.workspaceId, userId: joiner.user.id });
    expect(await roleIn(owner.workspaceId, joiner.user.id)).toBeUndefined();
    expect((await findLiveSession({ sessionId: here, userId: joiner.user.id }))?.workspace.id).toBe(own?.id);
    expect(await notificationsOf(owner.user.id)).toContainEqual({
      workspaceId: owner.workspaceId,
      title: "Member left",
      body: `${joiner.user.name} (${joiner.email}) left the workspace.`,
    });
    expect(await notificationsOf(joiner.user.id)).not.toContainEqual(
      expect.objectContaining({ title: "Member left" }),
    );
  });

  it("tells the owner of the accounts the member connected, which stay, and so does a removal", async () => {
    const { owner, joiner } = await team("admin");
    const db = await getDb();
    await db.insert(integrationConnections).values({
      workspaceId: owner.workspaceId,
      provider: "LINKEDIN",
      accountId: `acc-${joiner.user.id}`,
      accountName: "Ana Ruiz",
      connectedByUserId: joiner.user.id,
    });
    const note =
      "The LinkedIn (Ana Ruiz) account they connected is still connected: disconnect it in Integrations if it is theirs.";
    await leaveWorkspace({ workspaceId: owner.workspaceId, userId: joiner.user.id });
    expect(await notificationsOf(owner.user.id)).toContainEqual({
      workspaceId: owner.workspaceId,
      title: "Member left",
      body: `${joiner.user.name} (${joiner.email}) left the workspace. ${note}`,
    });

    const again = await team("admin");
    await db.insert(integrationConnections).values({
      workspaceId: again.owner.workspaceId,
      provider: "INSTAGRAM",
      accountId: `acc-${again.joiner.user.id}`,
      accountName: "ana.ruiz",
      connectedByUserId: again.joiner.user.id,
    });
    expect(await removeMember({ workspaceId: again.owner.workspaceId, userId: again.joiner.user.id })).toBe(
      "The Instagram (ana.ruiz) account they connected is still connected: disconnect it in Integrations if it is theirs.",
    );
    expect(
      connectedAccountsNote(
        [
          { provider: "LINKEDIN", accountName: "Ana Ruiz" },
          { provider: "WHATSAPP", accountName: "+65 9123 4567" },
        ],
        "you",
      ),
    ).toBe(
      "The LinkedIn (Ana Ruiz) and WhatsApp (+65 9123 4567) accounts you connected stay connected to this workspace: disconnect them in Integrations first if they are your own.",
    );
  });

  it("is refused to the owner, and to a user of another workspace, changing nothing", async () => {
    const { owner, joiner } = await team();
    await expect(leaveWorkspace({ workspaceId: owner.workspaceId, userId: owner.user.id })).rejects.toThrow(
      OWNER_CANNOT_LEAVE,
    );
    expect(await roleIn(owner.workspaceId, owner.user.id)).toBe("owner");
    const other = await ownerWithWorkspace();
    await expect(leaveWorkspace({ workspaceId: other.workspaceId, userId: joiner.user.id })).rejects.toThrow(
      "Not found.",
    );
    expect(await roleIn(owner.workspaceId, joiner.user.id)).toBe("member");
  });
});

describe("ownership transfer", () => {
  it("hands the workspace to an admin; the old owner becomes an admin", async () => {
    const { owner, joiner } = await team("admin");
    await transferOwnership({
      workspaceId: owner.workspaceId,
      fromUserId: owner.user.id,
      toUserId: joiner.user.id,
    });
    expect(await roleIn(owner.workspaceId, joiner.user.id)).toBe("owner");
    expect(await roleIn(owner.workspaceId, owner.user.id)).toBe("admin");
    // Whom a member is told to ask for access follows the ownership.
    expect(await getWorkspaceOwnerName({ workspaceId: owner.workspaceId })).toBe(joiner.user.name);
  });

  it("refuses a member as the new owner and changes nothing", async () => {
    const { owner, joiner } = await team("member");
    await expect(
      transferOwnership({
        workspaceId: owner.workspaceId,
        fromUserId: owner.user.id,
        toUserId: joiner.user.id,
      }),
    ).rejects.toThrow(TRANSFER_TO_ADMIN_ONLY);
    expect(await roleIn(owner.workspaceId, owner.user.id)).toBe("owner");
    expect(await roleIn(owner.workspaceId, joiner.user.id)).toBe("member");
  });

  it("an admin posing as owner changes nothing (the demotion of the real owner is conditional)", async () => {
    const { owner, joiner } = await team("admin");
    await expect(
      transferOwnership({
        workspaceId: owner.workspaceId,
        fromUserId: joiner.user.id,
        toUserId: joiner.user.id,
      }),
    ).rejects.toThrow();
    expect(await roleIn(owner.workspaceId, owner.user.id)).toBe("owner");
    expect(await roleIn(owner.workspaceId, joiner.user.id)).toBe("admin");
  });
});

describe("workspace switching", () => {
  it("moves the session to another workspace of the user, never to one they are not in", async () => {
    const { owner, joiner } = await team();
    const own = (await listUserWorkspaces({ userId: joiner.user.id })).find(
      (w) => w.id !== owner.workspaceId,
    );
    const session = await openSession(joiner.user.id, own?.id ?? "");
    expect(
      await switchSessionWorkspace({
        sessionId: session,
        userId: joiner.user.id,
        workspaceId: owner.workspaceId,
      }),
    ).toBe(true);
    expect((await findLiveSession({ sessionId: session, userId: joiner.user.id }))?.workspace.id).toBe(
      owner.workspaceId,
    );
    const stranger = await ownerWithWorkspace();
    expect(
      await switchSessionWorkspace({
        sessionId: session,
        userId: joiner.user.id,
        workspaceId: stranger.workspaceId,
      }),
    ).toBe(false);
    expect((await findLiveSession({ sessionId: session, userId: joiner.user.id }))?.workspace.id).toBe(
      owner.workspaceId,
    );
  });
});
