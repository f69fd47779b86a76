import "server-only";
import type { Executor } from "@/db";
import { logActivity } from "@/lib/activity/log";
import { notify } from "@/lib/notifications/notify";

/** A joined member, in the transaction that adds them: the activity entry and the admins' notification. */
export async function tellInviteAccepted(
  tx: Executor,
  { workspaceId, userId, email }: { workspaceId: string; userId: string; email: string },
): Promise<void> {
  const address = email.trim().toLowerCase();
  await logActivity({ workspaceId, userId, action: "member.joined", subject: address, href: "/teams" }, tx);
  await notify(
    {
      workspaceId,
      to: "admins",
      category: "security",
      title: "Invitation accepted",
      body: `${address} joined the workspace.`,
      href: "/teams",
    },
    tx,
  );
}
