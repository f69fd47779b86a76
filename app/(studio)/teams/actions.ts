"use server";

import { revalidatePath } from "next/cache";
import { authedAction } from "@/lib/server/action";
import { AppError } from "@/lib/errors";
import { createInvite, resendInvite, revokeInvite } from "@/lib/teams/invite-queries";
import {
  changeMemberRole,
  leaveWorkspace,
  removeMember,
  transferOwnership,
} from "@/lib/teams/member-queries";
import { revalidateShells } from "@/lib/server/revalidate-shells";
import {
  changeRoleSchema,
  inviteIdSchema,
  inviteMemberSchema,
  leaveWorkspaceSchema,
  memberIdSchema,
} from "@/lib/teams/validations";

const refresh = () => revalidatePath("/teams");

export const inviteMemberAction = authedAction(
  inviteMemberSchema,
  async ({ email, role }, session) => {
    await createInvite({ workspaceId: session.workspace.id, invitedByUserId: session.user.id, email, role });
    refresh();
    return { status: "success", message: `Invitation sent to ${email}.` };
  },
  { permission: "members:write" },
);

export const resendInviteAction = authedAction(
  inviteIdSchema,
  async ({ inviteId }, session) => {
    await resendInvite({ workspaceId: session.workspace.id, inviteId, byUserId: session.user.id });
    refresh();
    return { status: "success", message: "Invitation sent again. The previous link no longer works." };
  },
  { permission: "members:write" },
);

export const revokeInviteAction = authedAction(
  inviteIdSchema,
  async ({ inviteId }, session) => {
    await revokeInvite({ workspaceId: session.workspace.id, inviteId });
    refresh();
    return { status: "success", message: "Invitation revoked." };
  },
  { permission: "members:write" },
);

export const removeMemberAction = authedAction(
  memberIdSchema,
  async ({ userId }, session) => {
    if (userId === session.user.id) throw new AppError("bad_request", "You cannot remove yourself.");
    const note = await removeMember({ workspaceId: session.workspace.id, userId });
    refresh();
    return { status: "success", message: note ? `Member removed. ${note}` : "Member removed." };
  },
  { permission: "members:write" },
);

export const changeMemberRoleAction = authedAction(
  changeRoleSchema,
  async ({ userId, role }, session) => {
    if (userId === session.user.id) throw new AppError("bad_request", "You cannot change your own role.");
    await changeMemberRole({ workspaceId: session.workspace.id, userId, role });
    refresh();
    return { status: "success", message: "Role updated." };
  },
  { permission: "members:write" },
);

export const transferOwnershipAction = authedAction(
  memberIdSchema,
  async ({ userId }, session) => {
    await transferOwnership({
      workspaceId: session.workspace.id,
      fromUserId: session.user.id,
      toUserId: userId,
    });
    refresh();
    return { status: "success", message: "Ownership transferred. You are now an admin." };
  },
  { permission: "ownership:transfer" },
);

/** The signed-in user leaves a workspace they are in but do not own; its sessions move to their own. */
export const leaveWorkspaceAction = authedAction(leaveWorkspaceSchema, async ({ workspaceId }, session) => {
  const { name } = await leaveWorkspace({ workspaceId, userId: session.user.id });
  revalidateShells();
  return { status: "success", message: `You left ${name}.` };
});
