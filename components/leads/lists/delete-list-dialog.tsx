"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { leadMessages } from "@/lib/leads/messages";
import type { LeadListTableRow } from "@/lib/leads/types";
import { formatNumber } from "../lead-format";
import { useLeadsActions } from "../server-actions-context";
import { useActionSubmit } from "../use-action-submit";

function describeDelete(list: LeadListTableRow): string {
  const leads = list.leadsCount === 1 ? "its 1 lead" : `its ${formatNumber(list.leadsCount)} leads`;
  // Spec section 4: deleting a list marks its leads deleted (kept for compliance); a curated list only groups leads.
  const what =
    list.kind === "curated"
      ? `"${list.name}" will be deleted. The leads in it stay in your workspace.`
      : `"${list.name}" and ${leads} will be deleted. They are kept for compliance but no longer shown.`;
  return [what, waitingCampaignsNote(list.waitingCampaigns ?? [])].filter(Boolean).join(" ");
}

/** The campaigns that would have sent to the list: they end with it, so the dialog names them. */
export function waitingCampaignsNote(names: readonly string[]): string {
  if (names.length === 0) return "";
  const quoted = names.map((name) => `"${name}"`);
  const named =
    quoted.length <= 3 ? quoted.join(", ") : `${quoted.slice(0, 3).join(", ")} and ${quoted.length - 3} more`;
  return names.length === 1
    ? `The campaign ${named} waits to send to this list: it will not be sent.`
    : `The campaigns ${named} wait to send to this list: they will not be sent.`;
}

export function DeleteListDialog({
  list,
  onClose,
  onDeleted,
}: {
  list: LeadListTableRow | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { deleteLeadList } = useLeadsActions();
  const { submit, pending } = useActionSubmit(deleteLeadList, {
    success: leadMessages.listDeleted,
    failure: leadMessages.listDeleteFailed,
    onSuccess: () => {
      onClose();
      onDeleted?.();
    },
  });
  return (
    <ConfirmDialog
      open={list !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete lead list?"
      description={list ? describeDelete(list) : undefined}
      confirmLabel="Delete list"
      destructive
      pending={pending}
      onConfirm={() => list && submit({ listId: list.id })}
    />
  );
}
