"use server";

// The signed-in shell's actions, shared by the (workspace) and (studio) layouts (their nearest common
// segment is the app root); the layouts pass them to the shell as props.

import { z } from "zod";
import { authedAction } from "@/lib/server/action";
import { revalidateShells } from "@/lib/server/revalidate-shells";
import { endSession } from "@/lib/auth/start-session";
import { markAllNotificationsRead } from "@/lib/notifications/queries";
import { AppError } from "@/lib/errors";
import { switchSessionWorkspace } from "@/lib/teams/member-queries";
import { switchWorkspaceSchema } from "@/lib/teams/validations";

/** Revokes this browser's session row and clears its cookie; the client then clears its stored keys. */
export async function signOutAction(): Promise<{ status: "success" }> {
  await endSession();
  return { status: "success" };
}

export const markAllNotificationsReadAction = authedAction(z.object({}), async (_input, session) => {
  const marked = await markAllNotificationsRead({
    workspaceId: session.workspace.id,
    userId: session.user.id,
  });
  revalidateShells();
  return {
    status: "success",
    message: marked ? "All notifications marked as read." : "No unread notifications.",
  };
});

/** Moves this browser's session to another workspace of the user (the account menu's switcher). */
export const switchWorkspaceAction = authedAction(switchWorkspaceSchema, async ({ workspaceId }, session) => {
  const moved = await switchSessionWorkspace({
    sessionId: session.sessionId,
    userId: session.user.id,
    workspaceId,
  });
  if (!moved) throw new AppError("not_found", "Workspace not found.");
  revalidateShells();
  return { status: "success", message: "Switched workspace." };
});
