"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { leadMessages } from "@/lib/leads/messages";
import type { LeadRow } from "@/lib/leads/types";
import { getLeadDisplayName } from "../lead-display";
import { useLeadsActions } from "../server-actions-context";
import { useLeadSelection } from "./lead-selection";
import { useActionSubmit } from "../use-action-submit";

/** The lead to delete: its id and what names it (the table passes no more than that). */
export type DeletableLead = Pick<LeadRow, "id" | "name" | "platform">;

export function DeleteLeadDialog({ lead, onClose }: { lead: DeletableLead | null; onClose: () => void }) {
  const { deleteLead } = useLeadsActions();
  const { toggle } = useLeadSelection();
  const { submit, pending } = useActionSubmit(deleteLead, {
    success: leadMessages.leadDeleted,
    failure: leadMessages.leadDeleteFailed,
    onSuccess: () => {
      if (lead) toggle([lead], false);
      onClose();
    },
  });

  return (
    <ConfirmDialog
      open={lead !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete lead?"
      description={
        lead
          ? `${getLeadDisplayName(lead)} will be removed from your leads and lists. The record is kept for compliance but no longer shown.`
          : undefined
      }
      confirmLabel="Delete lead"
      destructive
      pending={pending}
      onConfirm={() => lead && submit({ leadId: lead.id })}
    />
  );
}
