"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { WorkspaceTime } from "@/components/shell/workspace-time";
import { toastError, toastSuccess } from "@/lib/toast";
import { type ActionResult, GENERIC_FAILURE } from "@/lib/server/action-result";
import { settleAction } from "@/lib/server/settle-action";
import type { TeamActions, TeamRowView } from "./types";

type Call = () => Promise<ActionResult>;

// Four columns: the member (name over email), the role (its permissions under it), the invitation's status
// (its date under it) and the actions. Where the table is narrower than those need (a phone, a tablet, a
// laptop with the sidebar open: under 56rem of the table's own width), the member's cell carries the rest
// and the other columns hide, so each member reads without scrolling sideways. In columns, an address
// breaks only if it cannot fit a line of its own, so the member's column is first to widen.
const wide = "@max-4xl:hidden";
const columns = [
  { id: "member", header: "Member" },
  { id: "role", header: "Role", className: wide },
  { id: "status", header: "Invite Status", className: wide },
  { id: "actions", header: <span className="sr-only">Actions</span>, className: wide },
];
const roleLabel = { owner: "Owner", admin: "Admin", member: "Member" } as const;
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

type Pending = { title: string; description?: string; confirmLabel: string; run: () => Promise<void> };

function InviteStatus({ row }: { row: TeamRowView }) {
  if (row.inviteStatus === "accepted") return <Badge tone="green">Accepted</Badge>;
  return <Badge tone="yellow">{row.expired ? "Expired" : "Pending"}</Badge>;
}

function Joined({ row }: { row: TeamRowView }) {
  if (row.inviteStatus === "accepted")
    return (
      <span>
        Joined <WorkspaceTime value={row.date} />
      </span>
    );
  return (
    <span>
      Invited <WorkspaceTime value={row.date} />
    </span>
  );
}

/** The members table: members and open invitations, with what the viewer's role may do to each. */
export function TeamTable({
  rows,
  viewer,
  actions,
}: {
  rows: TeamRowView[];
  viewer: {
    userId: string;
    workspace: { id: string; name: string };
    /** What leaving leaves behind that the viewer connected ("" for nothing). */
    leaveNote: string;
    canManage: boolean;
    canTransfer: boolean;
  };
  actions: TeamActions;
}) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();
  const [confirming, setConfirming] = useState<Pending | null>(null);

  function call(send: Call) {
    startTransition(async () => {
      const result = await settleAction(send);
      if (result.status === "success") toastSuccess(result.message ?? "Done.");
      else toastError(result.message ?? GENERIC_FAILURE);
      setConfirming(null);
      router.refresh();
    });
  }
  const ask = (title: string, confirmLabel: string, send: Call) =>
    setConfirming({ title, confirmLabel, run: async () => call(send) });

  function leave() {
    startTransition(async () => {
      const result = await settleAction(() => actions.leave(undefined, { workspaceId: viewer.workspace.id }));
      setConfirming(null);
      if (result.status !== "success") {
        toastError(result.message ?? GENERIC_FAILURE);
        return;
      }
      toastSuccess(result.message ?? "Done.");
      // The session now opens the user's own workspace; this page belonged to the one they left.
      router.replace("/dashboard");
      router.refresh();
    });
  }

  function rowActions(row: TeamRowView) {
    if (row.kind === "member" && row.id === viewer.userId && row.role !== "owner") {
      return (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() =>
            setConfirming({
              title: `Leave ${viewer.workspace.name}?`,
              description:
                `You will no longer see its leads, lists and campaigns, until someone invites you again. Your campaigns there stay; those not sent yet go out under the owner's name. ${viewer.leaveNote}`.trim(),
              confirmLabel: "Leave workspace",
              run: async () => leave(),
            })
          }
        >
          Leave
        </Button>
      );
    }
    if (!viewer.canManage) return null;
    if (row.kind === "invite") {
      return (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => call(() => actions.resend(undefined, { inviteId: row.id }))}
          >
            Resend
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() =>
              ask(`Revoke the invitation to ${row.email}?`, "Revoke", () =>
                actions.revoke(undefined, { inviteId: row.id }),
              )
            }
          >
            Revoke
          </Button>
        </div>
      );
    }
    if (row.role === "owner" || row.id === viewer.userId) return null;
    const other = row.role === "admin" ? "member" : "admin";
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => call(() => actions.changeRole(undefined, { userId: row.id, role: other }))}
        >
          Make {roleLabel[other]}
        </Button>
        {viewer.canTransfer && row.role === "admin" ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              ask(
                `Make ${row.name ?? row.email} the owner? You will become an admin.`,
                "Transfer ownership",
                () => actions.transfer(undefined, { userId: row.id }),
              )
            }
          >
            Make Owner
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() =>
            ask(`Remove ${row.name ?? row.email} from this workspace?`, "Remove", () =>
              actions.remove(undefined, { userId: row.id }),
            )
          }
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <>
      <DataTable
        caption="Team members"
        columns={columns}
        emptyState="No team members yet."
        rows={rows.map((row) => [
          <div key="member" className="wrap-anywhere @4xl:wrap-break-word">
            {row.name ?? row.email}
            {row.name ? <span className="block text-sm text-muted-foreground">{row.email}</span> : null}
            <div className="mt-1 grid justify-items-start gap-1.5 text-sm @4xl:hidden">
              <span className="flex flex-wrap items-center gap-2">
                <span>{roleLabel[row.role]}</span>
                <InviteStatus row={row} />
              </span>
              <small className="text-muted-foreground">
                <Joined row={row} />
              </small>
              {rowActions(row)}
            </div>
          </div>,
          <div key="role">
            {roleLabel[row.role]}
            <small className="block text-muted-foreground">
              {row.permissions.map(capitalise).join(", ")}
            </small>
          </div>,
          <div key="status" className="grid justify-items-start gap-1">
            <InviteStatus row={row} />
            <small className="text-muted-foreground">
              <Joined row={row} />
            </small>
          </div>,
          rowActions(row),
        ])}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming?.title ?? ""}
        description={confirming?.description}
        confirmLabel={confirming?.confirmLabel ?? "Confirm"}
        destructive
        pending={busy}
        onConfirm={() => void confirming?.run()}
      />
    </>
  );
}
