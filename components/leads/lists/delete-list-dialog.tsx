"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { leadMessages } from "@/lib/leads/messages";
import type { LeadListRow } from "@/lib/leads/types";
import { formatNumber } from "../lead-format";
import { useLeadsActions } from "../server-actions-context";
import { useActionSubmit } from "../use-action-submit";

function describeDelete(list: LeadListRow): string {
  const leads = list.leadsCount === 1 ? "its 1 lead" : `its ${formatNumber(list.leadsCount)} leads`;
  // Spec section 4: deleting a list marks its leads deleted (kept for compliance); a curated list only groups leads.
  return list.kind === "curated"
    ? `"${list.name}" will be deleted. The leads in it stay in your workspace.`
    : `"${list.name}" and ${leads} will be deleted. They are kept for compliance but no longer shown.`;
}

export function DeleteListDialog({
  list,
  onClose,
  onDeleted,
}: {
  list: LeadListRow | null;
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
