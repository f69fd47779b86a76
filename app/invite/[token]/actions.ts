"use server";

import { z } from "zod";
import { authedAction } from "@/lib/server/action";
import { acceptInviteAsUser } from "@/lib/teams/invite-queries";
import { switchSessionWorkspace } from "@/lib/teams/member-queries";
import { inviteTokenSchema } from "@/lib/teams/validations";
import { HOME_AFTER_SIGN_IN } from "@/lib/auth/routes";

/** The signed-in invitee joins the workspace (only with the address the invitation was sent to) and works in it from now on. */
export const acceptInviteAction = authedAction<
  z.ZodObject<{ token: typeof inviteTokenSchema }>,
  { redirectTo: string }
>(z.object({ token: inviteTokenSchema }), async ({ token }, session) => {
  const { workspaceId } = await acceptInviteAsUser({
    token,
    userId: session.user.id,
    email: session.user.email,
  });
  await switchSessionWorkspace({ sessionId: session.sessionId, userId: session.user.id, workspaceId });
  return {
    status: "success",
    message: "You joined the workspace.",
    data: { redirectTo: HOME_AFTER_SIGN_IN },
  };
});
