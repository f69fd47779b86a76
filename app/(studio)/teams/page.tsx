import type { Metadata } from "next";
import { InviteDialog } from "@/components/teams/invite-dialog";
import { TeamStats } from "@/components/teams/team-stats";
import { TeamTable } from "@/components/teams/team-table";
import { can } from "@/lib/auth/permissions";
import { requireSessionContext } from "@/lib/auth/session";
import { accountsConnectedBy, connectedAccountsNote } from "@/lib/teams/connected-accounts";
import { listTeam, teamStats } from "@/lib/teams/member-queries";
import {
  changeMemberRoleAction,
  inviteMemberAction,
  leaveWorkspaceAction,
  removeMemberAction,
  resendInviteAction,
  revokeInviteAction,
  transferOwnershipAction,
} from "./actions";

export const metadata: Metadata = { title: "Teams" };

export default async function TeamsPage() {
  const session = await requireSessionContext();
  const who = { workspaceId: session.workspace.id, userId: session.user.id };
  const [rows, connected] = await Promise.all([
    listTeam({ workspaceId: session.workspace.id }),
    session.role === "owner" ? [] : accountsConnectedBy(who),
  ]);
  const canManage = can(session.role, "members:write");
  return (
    <div className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-6 lg:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Teams</h1>
          <p className="mt-1 text-muted-foreground">The people working in {session.workspace.name}.</p>
        </div>
        {canManage ? <InviteDialog action={inviteMemberAction} /> : null}
      </div>
      <TeamStats {...teamStats(rows)} />
      <TeamTable
        rows={rows.map((row) => ({ ...row, date: row.date.toISOString() }))}
        viewer={{
          userId: session.user.id,
          workspace: { id: session.workspace.id, name: session.workspace.name },
          leaveNote: connectedAccountsNote(connected, "you"),
          canManage,
          canTransfer: can(session.role, "ownership:transfer"),
        }}
        actions={{
          invite: inviteMemberAction,
          resend: resendInviteAction,
          revoke: revokeInviteAction,
          remove: removeMemberAction,
          changeRole: changeMemberRoleAction,
          transfer: transferOwnershipAction,
          leave: leaveWorkspaceAction,
        }}
      />
    </div>
  );
}
